import type { RuntimeConfig } from '../shared/config/runtime.ts';
import { faviconSvg } from './favicon.ts';
import { sendCompressed } from './request-info.ts';
import type { RouteHandler, StorefrontRenderer } from './request-handler.ts';

export const serveFavicon: RouteHandler = ({ res, url }) => {
  if (url.pathname !== '/favicon.svg' && url.pathname !== '/favicon.ico') return false;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.end(faviconSvg);
  return true;
};

export function serveRobots(config: RuntimeConfig): RouteHandler {
  return ({ res, url }) => {
    if (url.pathname !== '/robots.txt') return false;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${config.publicUrl}/sitemap.xml\n`);
    return true;
  };
}

export function serveSitemap(options: {
  config: RuntimeConfig;
  apiBaseUrl: string;
  loadRenderer: () => Promise<StorefrontRenderer>;
}): RouteHandler {
  return async ({ req, res, url }) => {
    if (url.pathname !== '/sitemap.xml') return false;
    const renderer = await options.loadRenderer();
    const xml = await renderer.renderSitemap({
      config: options.config,
      apiBaseUrl: options.apiBaseUrl,
    });
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    await sendCompressed(req, res, xml);
    return true;
  };
}

/**
 * Configuration read by the server at start and handed to the browser through the HTML, so the
 * same build runs against any API.
 */
export interface RuntimeConfig {
  /** Base URL of the API as the browser reaches it; empty means the same origin. */
  apiUrl: string;
  /** Public origin of the storefront for canonical links and the sitemap, without a trailing slash. */
  publicUrl: string;
  /** Key for the maps script; empty when maps are not configured. */
  mapsApiKey: string;
  /**
   * Origin that serves the mounted API's media (`/api/media/…`), e.g. a CDN; empty or absent:
   * media addresses are root-relative, so the shop shows its pictures at any address it is
   * opened from. Server side only.
   */
  mediaUrl?: string;
}

/** Id of the JSON script element carrying the configuration in the page. */
export const runtimeConfigElementId = '__savat_config';

export const emptyRuntimeConfig: RuntimeConfig = { apiUrl: '', publicUrl: '', mapsApiKey: '' };

function trimSlash(url: string) {
  return url.replace(/\/+$/, '');
}

/** Reads the runtime configuration from environment variables (server side). */
export function readRuntimeConfig(
  env: Record<string, string | undefined>,
  fallbackPublicUrl: string,
): RuntimeConfig {
  return {
    apiUrl: trimSlash(env.API_URL?.trim() ?? ''),
    publicUrl: trimSlash(env.PUBLIC_URL?.trim() || fallbackPublicUrl),
    mapsApiKey: env.MAPS_API_KEY?.trim() ?? '',
    mediaUrl: trimSlash(env.MEDIA_URL?.trim() ?? ''),
  };
}

/**
 * A JSON `<script>` that hands the configuration to the browser. It is data, not code (so a
 * strict Content-Security-Policy holds), and nothing in it can close the element.
 */
export function runtimeConfigScript({ apiUrl, publicUrl, mapsApiKey }: RuntimeConfig): string {
  const json = JSON.stringify({ apiUrl, publicUrl, mapsApiKey })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script id="${runtimeConfigElementId}" type="application/json">${json}</script>`;
}

/** The configuration the server put into the page (browser side). */
export function readBrowserRuntimeConfig(): RuntimeConfig {
  const text = document.getElementById(runtimeConfigElementId)?.textContent;
  if (!text) return emptyRuntimeConfig;
  return { ...emptyRuntimeConfig, ...(JSON.parse(text) as Partial<RuntimeConfig>) };
}

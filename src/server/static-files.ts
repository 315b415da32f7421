import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

/** Picks the best precompressed variant the client accepts. */
export function preferredEncoding(acceptEncoding: string | undefined): Array<'br' | 'gzip'> {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace('q=', '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  const order: Array<'br' | 'gzip'> = [];
  if (accepted.includes('br')) order.push('br');
  if (accepted.includes('gzip')) order.push('gzip');
  return order;
}

async function fileExists(file: string) {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/**
 * Serves files from `root`: hashed assets under `/assets/` are cached for a year as immutable,
 * everything else is revalidated; brotli or gzip variants are sent when the browser accepts them.
 * Resolves to false when no file matches.
 */
export function createStaticHandler(root: string) {
  const resolvedRoot = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded.includes('\0')) return false;
    // Every file of the build has an extension; pages never do, so they skip the file system.
    if (!path.posix.extname(decoded)) return false;
    const file = path.resolve(resolvedRoot, `.${path.posix.normalize(decoded)}`);
    if (!file.startsWith(`${resolvedRoot}${path.sep}`)) return false;
    if (file.includes(`${path.sep}.vite${path.sep}`) || /\.(br|gz)$/.test(file)) return false;
    const info = await fileExists(file);
    if (!info) return false;

    const extension = path.extname(file);
    let served = file;
    let size = info.size;
    for (const encoding of preferredEncoding(req.headers['accept-encoding'])) {
      const variant = await fileExists(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (variant) {
        served = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        size = variant.size;
        res.setHeader('Content-Encoding', encoding);
        break;
      }
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    res.setHeader('Content-Length', size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      decoded.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(served).on('error', reject).on('end', resolve).pipe(res);
    });
    return true;
  };
}

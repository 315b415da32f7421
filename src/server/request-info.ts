import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { fillTemplate, filledLength, gzipTemplate, type GzipTemplate } from './gzip-template.ts';
import { preferredEncoding } from './static-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Over TLS here, or behind a proxy that terminated it and says so. */
export function servedOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || /(?:^|[;,\s])proto=https\b/i.test(req.headers.forwarded ?? '');
}

/**
 * One cookie's value from a `Cookie` header, or undefined: also when it is not percent-encoded
 * UTF-8 (`%`, `%ff`), which none of the shop's cookies is, so the request goes on as without it.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Adds a request header the response depends on to its `Vary`, once. */
export function addVary(res: ServerResponse, field: string) {
  const current = res.getHeader('Vary');
  const fields = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  res.setHeader('Vary', fields.join(', '));
}

/** Sends a body compressed as the browser prefers (brotli, else gzip) when it is worth it. */
export async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  body: string | Buffer,
) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  const [encoding] = preferredEncoding(req.headers['accept-encoding']);
  addVary(res, 'Accept-Encoding');
  let payload = buffer;
  if (encoding && buffer.length > 1024) {
    payload =
      encoding === 'br'
        ? await brotli(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(buffer, { level: 6 });
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Sends a body already compressed (or not) for this request, as `sendCompressed` would. */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  { body, encoding }: { body: Buffer; encoding: 'br' | 'gzip' | null },
) {
  addVary(res, 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A document served again and again is compressed once (see gzip-template.ts) rather than per
 * response: a little larger than brotli, a fraction of the work.
 */
export function sendTemplate(
  req: IncomingMessage,
  res: ServerResponse,
  template: GzipTemplate,
  nonce: string,
) {
  addVary(res, 'Accept-Encoding');
  const gzip =
    filledLength(template) > 1024 &&
    preferredEncoding(req.headers['accept-encoding']).includes('gzip');
  const body = gzip ? gzipTemplate(template, nonce) : fillTemplate(template, nonce);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** Hashed assets up to this size are kept in memory once read: their content never changes. */
const memoryFileLimit = 512 * 1024;

interface FileAnswer {
  /** The file to send, possibly a precompressed variant. */
  served: string;
  size: number;
  encoding: 'br' | 'gzip' | null;
  mtime: Date;
}

/**
 * Serves files from `root`: hashed assets under `/assets/` are cached for a year as immutable,
 * everything else is revalidated; brotli or gzip variants are sent when the browser accepts them.
 * Hashed assets are read from disk once and then answered from memory. Resolves to false when no
 * file matches.
 */
export function createStaticHandler(root: string) {
  const resolvedRoot = path.resolve(root);
  // Per hashed asset and encoding: what to send, and the bytes themselves when small enough.
  const memory = new Map<string, Promise<{ answer: FileAnswer; body: Buffer | null } | null>>();

  async function answerFor(file: string, encodings: Array<'br' | 'gzip'>) {
    const info = await fileExists(file);
    if (!info) return null;
    for (const encoding of encodings) {
      const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const variantInfo = await fileExists(variant);
      if (variantInfo) {
        return { served: variant, size: variantInfo.size, encoding, mtime: info.mtime };
      }
    }
    return { served: file, size: info.size, encoding: null, mtime: info.mtime };
  }

  async function rememberedAnswer(file: string, encodings: Array<'br' | 'gzip'>) {
    const key = `${encodings.join(',') || 'identity'} ${file}`;
    let entry = memory.get(key);
    if (!entry) {
      entry = answerFor(file, encodings).then(async (answer) =>
        answer
          ? {
              answer,
              body: answer.size <= memoryFileLimit ? await readFile(answer.served) : null,
            }
          : null,
      );
      memory.set(key, entry);
      // A file that is missing now may be there later (a newer build): only hits are kept.
      void entry.then((value) => {
        if (!value) memory.delete(key);
      });
    }
    return entry;
  }

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
    const immutable = decoded.startsWith('/assets/');
    const encodings = preferredEncoding(req.headers['accept-encoding']);
    const remembered = immutable ? await rememberedAnswer(file, encodings) : null;
    const answer = immutable ? (remembered?.answer ?? null) : await answerFor(file, encodings);
    if (!answer) return false;
    const { served, size, encoding, mtime } = answer;

    const extension = path.extname(file);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.statusCode = 200;
    res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    res.setHeader('Content-Length', size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Last-Modified', mtime.toUTCString());
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    if (remembered?.body) {
      res.end(remembered.body);
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(served).on('error', reject).on('end', resolve).pipe(res);
    });
    return true;
  };
}

import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError, validationFailed } from '../domain/errors.ts';

/** JSON bodies larger than this answer 413. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Reads the whole body, answering 413 as soon as it passes the limit. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new ApiError(413, 'payload_too_large'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new ApiError(413, 'payload_too_large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/**
 * JSON bodies nesting arrays and objects deeper than this answer 400. The contract's requests
 * nest four levels at most; a parsed body is later walked recursively (the answer cache's key,
 * the validator), which a body nested thousands of levels deep would overflow.
 */
export const JSON_DEPTH_LIMIT = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, told in one pass over the
 * text without parsing it. Brackets inside strings do not count. For text that is not JSON the
 * answer means nothing, but the parser refuses such text anyway.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth++;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses a JSON body; an empty body is `undefined`, anything unparsable or nested deeper than
 * `JSON_DEPTH_LIMIT` answers 400.
 */
export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '')) {
    throw new ApiError(400, 'malformed_request');
  }
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) throw new ApiError(400, 'malformed_request');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_request');
  }
}

/**
 * Reads the one file field of a multipart form. Too large a file or a form without the field
 * answers 422 with the field's error (`too_large`, `required`); a body that is not multipart 400.
 */
export function readMultipartFile(
  req: IncomingMessage,
  field: string,
  limit: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Form overhead (boundaries, part headers) is small: a body far over the limit is refused
    // before it is read.
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit + 64 * 1024) {
      req.resume();
      reject(validationFailed({ field, code: 'too_large' }));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limit, files: 1, fields: 10, parts: 12 },
      });
    } catch {
      req.resume();
      reject(new ApiError(400, 'malformed_request'));
      return;
    }
    let file: Buffer | null = null;
    let error: ApiError | null = null;
    parser.on('file', (name, stream) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        error = validationFailed({ field, code: 'too_large' });
      });
      stream.on('close', () => {
        if (!error) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => {
      reject(error ?? new ApiError(400, 'malformed_request'));
    });
    parser.on('close', () => {
      if (error) reject(error);
      else if (!file) {
        reject(validationFailed({ field, code: 'required' }));
      } else resolve(file);
    });
    req.pipe(parser);
  });
}

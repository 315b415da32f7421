import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as the access log records it: nothing a shopper typed beyond the page's address. */
export interface AccessLogEntry {
  time: string;
  method: string;
  /** The address without its query, with long digit runs and token-like strings masked. */
  path: string;
  status: number;
  durationMs: number;
  /** `hit`, `stale`, `miss` or `bypass` for a rendered page; absent for anything else. */
  pageCache?: string;
  /** Set when the client left before the response was complete. */
  aborted?: true;
}

// Five or more digits (a sign-in code, a phone number, written with or without its `+`).
const digitRun = /(?:\+|%2[bB])?\d(?:[\s.()-]?\d){4,}/g;
// Sixteen or more letters and digits, at least one a digit: a token, a key, a session id.
const tokenLike = /[A-Za-z0-9_=]*\d[A-Za-z0-9_=]*/g;

/**
 * The address as logged: the query is dropped (search words, phone numbers for the outbox), digit
 * runs long enough to be a code or a phone number and token-like strings are masked. Catalogue
 * slugs ("sut-3-2-foiz-1l") stay readable.
 */
export function loggedPath(url: string | undefined): string {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  return pathname
    .replace(tokenLike, (word) => (word.length >= 16 ? '[redacted]' : word))
    .replace(digitRun, (digits) => '*'.repeat(digits.replace(/\D/g, '').length))
    .slice(0, 512);
}

/** The page-cache state a page response announced in its `Server-Timing` header. */
export function pageCacheState(serverTiming: unknown): string | undefined {
  return /(?:^|,\s*)page-cache;desc="([a-z]+)"/.exec(String(serverTiming ?? ''))?.[1];
}

export function accessLogLine(entry: AccessLogEntry): string {
  return JSON.stringify(entry);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Wraps a request handler: one JSON line per request, written when its response ends. */
export function withAccessLog(
  handle: Handler,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  clock: { now(): number; date(): Date } = { now: () => performance.now(), date: () => new Date() },
): Handler {
  return (req, res) => {
    const started = clock.now();
    const time = clock.date().toISOString();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const entry: AccessLogEntry = {
        time,
        method: req.method ?? 'GET',
        path: loggedPath(req.url),
        status: res.statusCode,
        durationMs: Math.round((clock.now() - started) * 10) / 10,
      };
      const pageCache = pageCacheState(res.getHeader('Server-Timing'));
      if (pageCache) entry.pageCache = pageCache;
      if (!res.writableFinished) entry.aborted = true;
      write(accessLogLine(entry));
    };
    res.once('finish', log);
    res.once('close', log);
    handle(req, res);
  };
}

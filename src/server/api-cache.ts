import { createMicroCache, type MicroCache, type MicroCacheOptions } from './micro-cache.ts';

/**
 * The public catalogue reads a server render makes: the same for every anonymous shopper of one
 * language and account type. Cart checks, orders, payments, profiles and sign-in never match.
 */
const publicReads: ReadonlyArray<{ method: string; path: RegExp }> = [
  {
    method: 'GET',
    path: /^\/api\/(?:store\/stores|content\/slides|settings\/delivery|resources\/(?:categories|home|brands(?:\/[^/]+)?|products\/(?:search|slugs)|product\/[^/]+)|content\/(?:blogs|pages)(?:\/[^/]+)?)$/,
  },
  // The product list is a read whose query is a JSON body.
  { method: 'POST', path: /^\/api\/resources\/products$/ },
];

/** Whether a request may be answered from the shared cache: public, anonymous, no credentials. */
export function isPublicRead(request: Request): boolean {
  if (request.headers.has('authorization') || request.headers.has('cookie')) return false;
  const { pathname } = new URL(request.url);
  return publicReads.some((read) => read.method === request.method && read.path.test(pathname));
}

/** A response as stored: read once, answered to every caller as a new `Response`. */
export interface StoredResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

function toResponse(stored: StoredResponse): Response {
  return new Response(stored.body.byteLength > 0 ? stored.body : null, {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}

/** Rejects when `signal` aborts: one caller giving up never cancels a call others share. */
function abandonedWith<T>(promise: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

export type CachingFetchOptions = Omit<MicroCacheOptions<StoredResponse>, 'sizeOf'> & {
  /** Where calls really go; defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** A shared call is abandoned after this long (each caller keeps its own deadline too). */
  timeoutMs?: number;
};

export interface CachingFetch {
  fetch: typeof globalThis.fetch;
  cache: MicroCache<StoredResponse>;
}

/**
 * A `fetch` for server renders that answers public catalogue reads from memory for a few seconds
 * (keyed by method, URL, body, language and account type) and sends everything else on as it is.
 * It sits where the renderer's client is built, so a real backend behind `API_URL` gains as much
 * as the reference API.
 */
export function createCachingFetch(options: CachingFetchOptions): CachingFetch {
  const upstream = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const cache = createMicroCache<StoredResponse>({
    ...options,
    sizeOf: (stored) =>
      stored.body.byteLength +
      stored.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
  });

  async function cachingFetch(
    input: Request | string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (!isPublicRead(request)) return upstream(request);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const key = [
      request.method,
      request.url,
      request.headers.get('x-lang') ?? '',
      request.headers.get('x-account-type') ?? '',
      request.headers.get('accept-language') ?? '',
      body,
    ].join('\n');
    const produce = async (): Promise<StoredResponse> => {
      const response = await upstream(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: body || undefined,
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
      return {
        status: response.status,
        statusText: response.statusText,
        // The body is stored decoded: its original encoding and length no longer describe it.
        headers: [...response.headers].filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
        body: new Uint8Array(await response.arrayBuffer()),
      };
    };
    const { value } = await abandonedWith(
      cache.get(key, produce, (stored) => stored.status === 200),
      request.signal,
    );
    return toResponse(value);
  }

  return { fetch: cachingFetch, cache };
}

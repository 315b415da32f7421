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
  /**
   * The body as text when it is valid UTF-8 (as JSON is), decoded once when stored: what
   * `text()` answers, and, encoded again, exactly the bytes received. Otherwise its bytes.
   */
  body: string | Uint8Array<ArrayBuffer>;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A body as it is stored: its text, or its bytes when it is not valid UTF-8. */
export function storedBody(bytes: Uint8Array<ArrayBuffer>): string | Uint8Array<ArrayBuffer> {
  try {
    const text = strictUtf8.decode(bytes);
    // `text()` drops a byte order mark, so a body that starts with one is kept as bytes.
    return text.startsWith('\uFEFF') ? bytes : text;
  } catch {
    return bytes;
  }
}

/** How much a stored body holds, in bytes. */
function bodySize(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

/** Freezes a parsed JSON value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Each stored answer's body parsed as JSON, once, and frozen: every render that reads the same
 * answer gets the same value (parsing the catalogue's categories and products again for every
 * render was a few per cent of it). Frozen, so that no reader can change what the others read.
 */
const parsedBodies = new WeakMap<StoredResponse, unknown>();

function parsedBody(stored: StoredResponse & { body: string }): unknown {
  if (parsedBodies.has(stored)) return parsedBodies.get(stored);
  const value = deepFreeze(JSON.parse(stored.body) as unknown);
  parsedBodies.set(stored, value);
  return value;
}

/**
 * A stored answer whose body is read from its text: `text()` takes the text decoded when it was
 * stored, without the web stream, the copy and the decoding a `Response` made from bytes goes
 * through on every read (a tenth of a catalogue render's time went there), and `json()` (how the
 * API client reads an answer with a length) the value parsed from it once and frozen, the same
 * for every reader. Anything else (`body`, `arrayBuffer()`, `clone()` …) is answered by a plain
 * `Response` of the stored bytes, made the first time it is asked for.
 */
class StoredTextResponse extends Response {
  readonly #stored: StoredResponse & { body: string };
  #read = false;
  #plain: Response | null = null;

  constructor(stored: StoredResponse & { body: string }) {
    super(null, { status: stored.status, statusText: stored.statusText, headers: stored.headers });
    this.#stored = stored;
  }

  /** The plain `Response` that answers for the body once it is asked for other than as text. */
  #asPlain(): Response {
    if (!this.#plain) {
      if (this.#read) throw new TypeError('Body is unusable: Body has already been read');
      this.#plain = toPlainResponse(this.#stored);
    }
    return this.#plain;
  }

  #text(): Promise<string> {
    if (this.#plain) return this.#plain.text();
    if (this.#read) {
      return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    }
    this.#read = true;
    return Promise.resolve(this.#stored.body);
  }

  #json(): Promise<unknown> {
    if (this.#plain) return this.#plain.json();
    return this.#text().then(() => parsedBody(this.#stored));
  }

  #clone(): Response {
    if (this.#plain) return this.#plain.clone();
    if (this.#read) throw new TypeError('Response.clone: Body has already been consumed.');
    return new StoredTextResponse(this.#stored);
  }

  static {
    /** A body method answered by the plain `Response` (a rejection if the text was read). */
    const plain = (name: 'arrayBuffer' | 'blob' | 'bytes' | 'formData') =>
      function (this: StoredTextResponse) {
        try {
          // `bytes()` is missing from the Node 20 types, not from its `Response`.
          return (this.#asPlain() as unknown as Record<typeof name, () => Promise<unknown>>)[
            name
          ]();
        } catch (error) {
          return Promise.reject(error as Error);
        }
      };
    // Defined on the prototype: TypeScript's `Response` declares these as properties, which a
    // subclass may not declare as methods.
    Object.defineProperties(this.prototype, {
      body: {
        get(this: StoredTextResponse) {
          return this.#read && !this.#plain ? null : this.#asPlain().body;
        },
      },
      bodyUsed: {
        get(this: StoredTextResponse) {
          return this.#plain ? this.#plain.bodyUsed : this.#read;
        },
      },
      text: {
        value(this: StoredTextResponse) {
          return this.#text();
        },
      },
      json: {
        value(this: StoredTextResponse) {
          return this.#json();
        },
      },
      arrayBuffer: { value: plain('arrayBuffer') },
      blob: { value: plain('blob') },
      bytes: { value: plain('bytes') },
      formData: { value: plain('formData') },
      clone: {
        value(this: StoredTextResponse) {
          return this.#clone();
        },
      },
    });
  }
}

function toPlainResponse(stored: StoredResponse): Response {
  const bytes =
    typeof stored.body === 'string' ? new TextEncoder().encode(stored.body) : stored.body;
  return new Response(bytes.byteLength > 0 ? bytes : null, {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}

function hasText(stored: StoredResponse): stored is StoredResponse & { body: string } {
  return typeof stored.body === 'string';
}

function toResponse(stored: StoredResponse): Response {
  // The stored answer itself, not a copy: its parsed body is kept by it (see `parsedBody`).
  return hasText(stored) && stored.body !== '' && stored.status !== 204 && stored.status !== 304
    ? new StoredTextResponse(stored)
    : toPlainResponse(stored);
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
      bodySize(stored.body) +
      stored.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
  });

  async function cachingFetch(
    input: Request | string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    // The API client hands each attempt's deadline beside its request (`init.signal`): the
    // request is read as it is, and copied with the deadline only when it is sent on.
    const signalOnly = init !== undefined && Object.keys(init).every((key) => key === 'signal');
    const request =
      input instanceof Request && (!init || signalOnly) ? input : new Request(input, init);
    const signal = init?.signal ?? request.signal;
    if (!isPublicRead(request)) {
      return upstream(signal === request.signal ? request : new Request(request, { signal }));
    }
    // Read as `fetch` reads a request's body (the request is not sent on as it is: see `produce`).
    const body = request.method === 'GET' ? '' : await request.text();
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
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        statusText: response.statusText,
        // The body is stored decoded: its original encoding and length no longer describe it, its
        // own length does (with it the API client reads an answer by `json()`, parsed once).
        headers: [
          ...[...response.headers].filter(
            ([name]) => name !== 'content-encoding' && name !== 'content-length',
          ),
          ['content-length', String(bytes.byteLength)],
        ],
        body: storedBody(bytes),
      };
    };
    const { value } = await abandonedWith(
      cache.get(key, produce, (stored) => stored.status === 200),
      signal,
    );
    return toResponse(value);
  }

  return { fetch: cachingFetch, cache };
}

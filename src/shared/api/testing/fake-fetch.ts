/**
 * A fetch stand-in for unit tests: records every request the client sends and answers from a
 * handler, so tests can check method, path, query, headers and body without a network.
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the FormData of a multipart body, or undefined. */
  body: unknown;
  /** Whether the request may outlive the page that sent it. */
  keepalive?: boolean;
}

export type FakeAnswer = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function createFakeFetch(answer: FakeAnswer) {
  const calls: RecordedRequest[] = [];
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const type = request.headers.get('Content-Type') ?? '';
    let body: unknown;
    if (type.startsWith('multipart/form-data')) body = await request.formData();
    else {
      const text = await request.text();
      body = text === '' ? undefined : JSON.parse(text);
    }
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      keepalive: request.keepalive,
    };
    calls.push(recorded);
    return answer(recorded);
  }
  return { fetch, calls };
}

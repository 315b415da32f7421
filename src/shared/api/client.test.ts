import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { expectData } from './request';
import { createFakeFetch, jsonResponse, type FakeAnswer } from './testing/fake-fetch';

const user = {
  id: 1,
  phone: '+998901234567',
  name: 'Dilnoza',
  surname: 'Karimova',
  photo: null,
  user_type: 'individual',
  created_at: '2026-03-14T09:21:05Z',
};

function setup(answer: FakeAnswer, options: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(answer);
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.savat.test',
    fetch: fake.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { client, calls: fake.calls, sleeps };
}

describe('createApiClient headers', () => {
  it('sends the bearer token and the language', async () => {
    const { client, calls } = setup(() => jsonResponse(user), {
      getToken: () => 'abc',
      getLocale: () => 'ru',
    });
    await client.GET('/api/auth/user');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(calls[0]?.headers.get('X-LANG')).toBe('ru');
    expect(calls[0]?.url.href).toBe('https://api.savat.test/api/auth/user');
  });

  it('joins a base URL that has a path and a trailing slash', async () => {
    const { client, calls } = setup(() => jsonResponse(user), {
      baseUrl: 'https://savat.test/backend/',
    });
    await client.GET('/api/auth/user');
    expect(calls[0]?.url.href).toBe('https://savat.test/backend/api/auth/user');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, calls } = setup(() => jsonResponse(user), { getToken: () => null });
    await client.GET('/api/auth/user');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('ignores failures while reading the token or the language', async () => {
    const { client, calls } = setup(() => jsonResponse(user), {
      getToken: () => {
        throw new Error('storage is unavailable');
      },
      getLocale: () => {
        throw new Error('no locale yet');
      },
    });
    const result = await client.GET('/api/auth/user');
    expect(result.data).toEqual(user);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('X-LANG')).toBe(false);
  });

  it('keeps a language set on the call over the client default', async () => {
    const { client, calls } = setup(() => jsonResponse(user), { getLocale: () => 'uz' });
    await client.GET('/api/auth/user', { headers: { 'X-LANG': 'en' } });
    expect(calls[0]?.headers.get('X-LANG')).toBe('en');
  });

  it('sends the account type only where the contract declares it', async () => {
    const { client, calls } = setup(() => jsonResponse({ data: [] }), {
      getAccountType: () => 'legal_entity',
    });
    await client.GET('/api/resources/home');
    await client.GET('/api/store/stores');
    expect(calls[0]?.headers.get('X-ACCOUNT-TYPE')).toBe('legal_entity');
    expect(calls[1]?.headers.has('X-ACCOUNT-TYPE')).toBe(false);
  });
});

describe('createApiClient errors', () => {
  it('turns an error answer into an ApiError with code, message and fields', async () => {
    const body = {
      code: 'validation_failed',
      message: 'Проверьте данные.',
      fields: [{ field: 'name', code: 'required', message: 'Введите имя.' }],
    };
    const { client } = setup(() => jsonResponse(body, { status: 422 }));
    const error = await client
      .PUT('/api/profile', { body: { name: '', surname: 'K' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Проверьте данные.',
      fields: body.fields,
      body,
    });
    expect((error as ApiError).fieldMessage('name')).toBe('Введите имя.');
  });

  it('reads Retry-After on 429 when the body has no retry_after', async () => {
    const { client } = setup(() =>
      jsonResponse(
        { code: 'too_many_requests', message: 'Too many requests.' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    const error = await client
      .POST('/api/auth/send-otp', { body: { phone: '+998901234567', user_type: 'individual' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', retryAfter: 42 });
  });

  it('maps an answer without the error shape by its status', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }), {
      retry: { attempts: 0 },
    });
    const error = await client.GET('/api/store/stores').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'internal_error' });
  });

  it('maps 401 without a body to unauthorized', async () => {
    const { client } = setup(() => new Response(null, { status: 401 }));
    const error = await client.GET('/api/auth/user').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = setup(
      () => {
        throw new TypeError('fetch failed');
      },
      { retry: { attempts: 0 } },
    );
    const error = await client.GET('/api/store/stores').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'fetch failed' });
  });

  it('lets an abort through as it is', async () => {
    const { client } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await client.GET('/api/store/stores').catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('expectData throws for an error result from a client without middleware', () => {
    const response = jsonResponse({}, { status: 404 });
    expect(() =>
      expectData({ error: { code: 'not_found', message: 'Topilmadi.' }, response }),
    ).toThrowError(expect.objectContaining({ code: 'not_found', status: 404 }));
  });
});

describe('createApiClient retries', () => {
  it('retries a GET after 503 and answers the later success', async () => {
    let count = 0;
    const { client, calls, sleeps } = setup(() =>
      ++count < 3
        ? jsonResponse({ code: 'internal_error', message: 'Down' }, { status: 503 })
        : jsonResponse({ data: [] }),
    );
    const result = await client.GET('/api/store/stores');
    expect(result.data).toEqual({ data: [] });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([300, 600]);
  });

  it('resends the same body and headers on retry', async () => {
    let count = 0;
    const { client, calls } = setup(
      () =>
        ++count === 1
          ? new Response(null, { status: 502 })
          : jsonResponse({ data: { id: 1 } }, { status: 201 }),
      { getToken: () => 'abc' },
    );
    await client.POST('/api/orders/', {
      params: { header: { 'Idempotency-Key': 'key-0123456789abcdef' } },
      body: {
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
        receiver: { name: 'Aziz', surname: 'Rahimov', phone: '+998935551122' },
        payment: { type: 'cash' },
        lines: [{ product_id: 1, quantity: 1 }],
        expected_total: 14500,
      },
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe('key-0123456789abcdef');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('never retries a POST without an Idempotency-Key', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 503 }));
    await expect(
      client.POST('/api/auth/send-otp', {
        body: { phone: '+998901234567', user_type: 'individual' },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('honours a short Retry-After and answers a long one at once', async () => {
    let count = 0;
    const short = setup(() =>
      ++count === 1
        ? jsonResponse(
            { code: 'too_many_requests', message: 'Wait' },
            { status: 429, headers: { 'Retry-After': '2' } },
          )
        : jsonResponse({ data: [] }),
    );
    await short.client.GET('/api/store/stores');
    expect(short.sleeps).toEqual([2000]);

    const long = setup(() =>
      jsonResponse(
        { code: 'too_many_requests', message: 'Wait' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    await expect(long.client.GET('/api/store/stores')).rejects.toMatchObject({
      status: 429,
      retryAfter: 60,
    });
    expect(long.calls).toHaveLength(1);
  });

  it('retries a GET after a network failure', async () => {
    let count = 0;
    const { client, calls } = setup(() => {
      if (++count === 1) throw new TypeError('fetch failed');
      return jsonResponse({ data: [] });
    });
    const result = await client.GET('/api/store/stores');
    expect(result.data).toEqual({ data: [] });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the configured attempts with the last error', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 504 }), {
      retry: { attempts: 1 },
    });
    await expect(client.GET('/api/store/stores')).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(2);
  });
});

describe('createApiClient timeouts', () => {
  /** A server that answers only after `ms`, and stops when the attempt is aborted. */
  function slowAnswer(ms: number, body: unknown) {
    return async (request: Request, init?: { signal: AbortSignal }): Promise<Response> =>
      new Promise((resolve, reject) => {
        const signal = init?.signal ?? request.signal;
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const timer = setTimeout(() => resolve(jsonResponse(body)), ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
  }

  it('rejects with code timeout when no answer comes in time', async () => {
    const client = createApiClient({
      baseUrl: 'https://api.savat.test',
      fetch: slowAnswer(1000, { data: [] }),
      timeoutMs: 20,
      retry: { attempts: 0 },
    });
    await expect(client.GET('/api/store/stores')).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });

  it('retries a GET that timed out, each attempt with a fresh deadline', async () => {
    let count = 0;
    const slow = slowAnswer(1000, { data: [] });
    const client = createApiClient({
      baseUrl: 'https://api.savat.test',
      fetch: (request, init) =>
        ++count === 1 ? slow(request, init) : Promise.resolve(jsonResponse({ data: [] })),
      timeoutMs: 20,
      sleep: async () => {},
    });
    const result = await client.GET('/api/store/stores');
    expect(result.data).toEqual({ data: [] });
    expect(count).toBe(2);
  });

  it('sends each attempt as the request itself, its deadline beside it', async () => {
    const sent: Array<{ request: Request; signal: AbortSignal | undefined }> = [];
    const client = createApiClient({
      baseUrl: 'https://api.savat.test',
      fetch: async (request, init) => {
        sent.push({ request, signal: init?.signal });
        return jsonResponse({ data: [] });
      },
    });
    const controller = new AbortController();
    await client.GET('/api/store/stores', { signal: controller.signal });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request.url).toBe('https://api.savat.test/api/store/stores');
    expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(sent[0]!.signal).not.toBe(sent[0]!.request.signal);
    expect(sent[0]!.signal!.aborted).toBe(false);
  });

  it('still lets the caller abort', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: 'https://api.savat.test',
      fetch: slowAnswer(1000, { data: [] }),
      timeoutMs: 5000,
    });
    const pending = client.GET('/api/store/stores', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
  });
});

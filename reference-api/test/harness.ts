import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPIBackend } from 'openapi-backend';
import { expect } from 'vitest';
import { loadContract } from '../http/router.ts';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../index.ts';
import { fixture } from './fixture.ts';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Harness {
  api: ReferenceApi;
  baseUrl: string;
  contract: OpenAPIBackend;
  /** Calls the API and checks the answer against openapi.yaml for that operation and status. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    init?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      raw?: RequestInit['body'];
    },
  ): Promise<TestResponse<T>>;
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the reference API on a free port of the loopback interface with the test fixture. */
export async function startHarness(options: Partial<ReferenceApiOptions> = {}): Promise<Harness> {
  const [api, contract] = await Promise.all([
    createReferenceApi({
      dataDir: 'memory://',
      seed: fixture,
      outbox: true,
      log: () => {},
      ...options,
    }),
    loadContract(),
  ]);
  const server: Server = createServer((req, res) => api.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: Harness['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: RequestInit['body'] = init.raw;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    const operation = contract.matchOperation({ method, path: path.split('?')[0]!, headers: {} });
    if (operation) {
      const result = contract.validateResponse(parsed, operation, response.status);
      expect(
        result.errors ?? [],
        `${method} ${path} → ${response.status} ${text.slice(0, 300)}`,
      ).toEqual([]);
      const documented = Object.keys(operation.responses ?? {});
      expect(documented, `${method} ${path} answered an undocumented ${response.status}`).toContain(
        String(response.status),
      );
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  const signIn = async (phone: string) => {
    const sent = await call('POST', '/api/auth/send-otp', {
      body: { phone, user_type: 'individual' },
    });
    expect(sent.status).toBe(200);
    const otp = api.outbox.lastCode(phone);
    const verified = await call<{ access_token: string }>('POST', '/api/auth/verify-otp', {
      body: { phone, otp },
    });
    expect(verified.status).toBe(200);
    return verified.body.access_token;
  };

  return {
    api,
    baseUrl,
    contract,
    call,
    signIn,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

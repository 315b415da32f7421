import { createApiClient, type ApiClient, type ApiClientOptions } from '../client';
import type { Contract } from './contract';
import { createFakeFetch, jsonResponse, type RecordedRequest } from './fake-fetch';

export interface Exchange<T> {
  result: T;
  request: RecordedRequest;
}

/**
 * Runs one operation function against a fake API that answers the operation's documented
 * example, and fails unless the request routes to `operationId` and is valid by the contract.
 */
export async function exchange<T>(
  contract: Contract,
  operationId: string,
  call: (client: ApiClient) => Promise<T>,
  options: Partial<ApiClientOptions> & { answer?: Response } = {},
): Promise<Exchange<T>> {
  const { answer, ...clientOptions } = options;
  const documented = contract.example(operationId);
  const fake = createFakeFetch(
    () =>
      answer?.clone() ??
      (documented.body === undefined
        ? new Response(null, { status: documented.status })
        : jsonResponse(documented.body, { status: documented.status })),
  );
  const client = createApiClient({
    baseUrl: 'https://api.savat.test',
    fetch: fake.fetch,
    getToken: () => 'token-123',
    getLocale: () => 'uz',
    sleep: async () => {},
    ...clientOptions,
  });
  const result = await call(client);
  const request = fake.calls[0];
  if (!request || fake.calls.length !== 1) {
    throw new Error(`expected one request, got ${fake.calls.length}`);
  }
  const { operationId: routed, errors } = contract.check(request);
  if (routed !== operationId) throw new Error(`request routed to ${routed}, not ${operationId}`);
  if (errors.length > 0) throw new Error(`request breaks the contract: ${errors.join('; ')}`);
  return { result, request };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { createApiClient, type ApiClient, type UserType } from '@/shared/api';

const { eachLike, integer, like, regex, string } = MatchersV3;

export const consumerName = 'savat-storefront';
export const providerName = 'savat-api';
export const pactDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pacts');
export const pactFile = path.join(pactDir, `${consumerName}-${providerName}.json`);

/** A token-shaped placeholder; the provider verification swaps in a real one. */
export const exampleToken = 'T8xq3Vb0c2Jm6nQp4Rs7Uw9Yz1AbCdEfGhIjKlMnOpQ';

export function createPact(): PactV4 {
  return new PactV4({
    consumer: consumerName,
    provider: providerName,
    dir: pactDir,
    logLevel: 'error',
  });
}

interface ClientOptions {
  signedIn?: boolean;
  accountType?: UserType;
}

/**
 * How long each answer of the mock server reaches the client after it arrived. The Pact mock
 * server sends its answer before it records the request as matched, and on a busy machine the
 * test could end before the record and read "expected but not received" for a request it
 * answered (pact-foundation/pact-reference#535, pact-core-mock-server#13).
 */
const mockServerRecordMs = 25;

async function fetchOnceRecorded(request: Request, init?: { signal: AbortSignal }) {
  const response = await globalThis.fetch(request, init);
  await new Promise((resolve) => setTimeout(resolve, mockServerRecordMs));
  return response;
}

/** The storefront's own client pointed at the Pact mock server, retries off. */
export function storefrontClient(mockServer: V3MockServer, options: ClientOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: mockServer.url,
    fetch: fetchOnceRecorded,
    getLocale: () => 'uz',
    getToken: () => (options.signedIn ? exampleToken : null),
    getAccountType: () => options.accountType,
    retry: { attempts: 0 },
  });
}

export const isoDateTime = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
export const uzPhone = (example: string) => regex('^\\+998\\d{9}$', example);
export const uuid = (example: string) =>
  regex('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', example);

/** Request headers every call carries. */
export const langHeader = { 'X-LANG': regex('^(uz|ru|en)$', 'uz') };
export const authHeaders = {
  ...langHeader,
  Authorization: regex('^Bearer [A-Za-z0-9._~+/-]+=*$', `Bearer ${exampleToken}`),
};
export const catalogueHeaders = {
  ...langHeader,
  'X-ACCOUNT-TYPE': regex('^(individual|legal)$', 'individual'),
};
export const jsonHeaders = { 'Content-Type': regex('^application/json', 'application/json') };

/** The contract's Error body with an exact machine code (the storefront branches on it). */
export function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return { code, message: string('Topilmadi.'), ...extra };
}

export const fieldErrors = (field: string, code: string) =>
  eachLike({ field: string(field), code: string(code), message: string('Qiymat notoʻgʻri.') });

export const image = like({
  src: string('/api/media/milk-640.webp'),
  alt: string('Sut 3,2% 1 l'),
  width: integer(640),
  height: integer(640),
});

export const productSummary = {
  id: integer(1),
  slug: string('milk-1l'),
  name: string('Sut 3,2% 1 l'),
  price: integer(14500),
  currency_name: string('sum'),
  in_stock: like(true),
  sold_by_weight: like(false),
  step: integer(1),
  images: eachLike(image),
};

export const pageMeta = like({
  page: integer(1),
  per_page: integer(12),
  total: integer(1),
  pages: integer(1),
});

export const user = {
  id: integer(1),
  phone: uzPhone('+998901234567'),
  name: string('Dilnoza'),
  surname: string('Karimova'),
  user_type: regex('^(individual|legal)$', 'individual'),
  created_at: isoDateTime('2026-11-22T09:08:42.289Z'),
};

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { loadContract, contractPath } from '../src/shared/api/testing/contract';
import type { RecordedRequest } from '../src/shared/api/testing/fake-fetch';
import { firstDifferentLine, generateSchemaTypes, generationArguments } from './check-generated';

interface Operation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{
    $ref?: string;
    name?: string;
    in?: string;
    required?: boolean;
    example?: unknown;
  }>;
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}
interface Document {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { headers?: Record<string, unknown> }> };
}

const document = parse(readFileSync(contractPath, 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
);
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

/** The specification's call table, exactly. */
const specified: Array<[string, string, string]> = [
  ['sendOtp', 'post', '/api/auth/send-otp'],
  ['verifyOtp', 'post', '/api/auth/verify-otp'],
  ['getUser', 'get', '/api/auth/user'],
  ['logout', 'post', '/api/auth/logout'],
  ['updateProfile', 'put', '/api/profile'],
  ['deleteProfile', 'delete', '/api/profile'],
  ['uploadProfilePhoto', 'post', '/api/profile/upload-photo'],
  ['getCart', 'get', '/api/profile/cart'],
  ['saveCart', 'post', '/api/profile/cart'],
  ['listStores', 'get', '/api/store/stores'],
  ['listSlides', 'get', '/api/content/slides'],
  ['getDeliverySettings', 'get', '/api/settings/delivery'],
  ['createOrder', 'post', '/api/orders/'],
  ['getOrderByTransaction', 'get', '/api/orders/{tid}'],
  ['listOrders', 'get', '/api/orders/list'],
  ['getOrderDetails', 'get', '/api/orders/{id}/details'],
  ['createCard', 'post', '/api/payments/card/create'],
  ['confirmCard', 'post', '/api/payments/card/confirm'],
  ['listCards', 'get', '/api/payments/cards'],
  ['checkProducts', 'post', '/api/resources/check/products'],
  ['listCategories', 'get', '/api/resources/categories'],
  ['getHome', 'get', '/api/resources/home'],
  ['listProducts', 'post', '/api/resources/products'],
  ['searchProducts', 'get', '/api/resources/products/search'],
  ['getProduct', 'get', '/api/resources/product/{slug}'],
];

/** Endpoints the storefront asks the backend to add. */
const requested: Array<[string, string, string]> = [
  ['listBrands', 'get', '/api/resources/brands'],
  ['getBrand', 'get', '/api/resources/brands/{slug}'],
  ['listBlogs', 'get', '/api/content/blogs'],
  ['getBlog', 'get', '/api/content/blogs/{slug}'],
  ['listPages', 'get', '/api/content/pages'],
  ['getPage', 'get', '/api/content/pages/{slug}'],
  ['listProductSlugs', 'get', '/api/resources/products/slugs'],
  ['createBusinessRequest', 'post', '/api/business/requests'],
  ['listDeliveryRegions', 'get', '/api/delivery/regions'],
  ['quoteDelivery', 'post', '/api/delivery/quote'],
  ['listDeliveryWindows', 'get', '/api/delivery/windows'],
];

/** Endpoints the storefront asks the backend to add for signed-in shoppers only. */
const requestedForShoppers: Array<[string, string, string]> = [
  ['cancelOrder', 'post', '/api/orders/{id}/cancel'],
  ['deleteCard', 'delete', '/api/payments/cards/{id}'],
  ['setDefaultCard', 'put', '/api/payments/cards/{id}/default'],
  ['listAddresses', 'get', '/api/addresses'],
  ['createAddress', 'post', '/api/addresses'],
  ['updateAddress', 'put', '/api/addresses/{id}'],
  ['deleteAddress', 'delete', '/api/addresses/{id}'],
  ['setDefaultAddress', 'put', '/api/addresses/{id}/default'],
];

const publicOperations = new Set([
  'sendOtp',
  'verifyOtp',
  'listStores',
  'listSlides',
  'getDeliverySettings',
  'checkProducts',
  'listCategories',
  'getHome',
  'listProducts',
  'searchProducts',
  'getProduct',
  ...requested.map(([id]) => id),
]);

function recorded(
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RecordedRequest {
  const url = new URL(target, 'http://localhost:3000');
  return {
    method,
    url,
    path: url.pathname,
    query: url.searchParams,
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    body,
  };
}

describe('the operations', () => {
  it('are exactly the specified calls plus the requested additions', () => {
    const actual = operations.map(({ operationId, method, path }) => [operationId, method, path]);
    expect(actual.sort()).toEqual([...specified, ...requested, ...requestedForShoppers].sort());
  });

  it('tag every addition, and only the additions, storefront-requests', () => {
    for (const operation of operations) {
      const isRequested = [...requested, ...requestedForShoppers].some(
        ([id]) => id === operation.operationId,
      );
      expect(operation.tags?.includes('storefront-requests'), operation.operationId).toBe(
        isRequested,
      );
    }
  });

  it('need a bearer token unless public, and protected ones document 401', () => {
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const operation of operations) {
      const isPublic = publicOperations.has(operation.operationId);
      expect(operation.security, operation.operationId).toEqual(isPublic ? [] : undefined);
      if (!isPublic) expect(operation.responses['401'], operation.operationId).toBeDefined();
    }
  });

  it('declare X-LANG everywhere except the language-free slug list', () => {
    for (const operation of operations) {
      const hasLang = (operation.parameters ?? []).some(
        (parameter) => parameter.$ref === '#/components/parameters/XLang',
      );
      expect(hasLang, operation.operationId).toBe(operation.operationId !== 'listProductSlugs');
    }
  });

  it('declare X-ACCOUNT-TYPE on the home and product calls', () => {
    for (const id of ['getHome', 'getProduct']) {
      const parameters = byId.get(id)?.parameters ?? [];
      expect(parameters).toContainEqual({ $ref: '#/components/parameters/XAccountType' });
    }
  });

  it('require an Idempotency-Key on order creation', () => {
    expect(byId.get('createOrder')?.parameters).toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
  });

  it('send Retry-After with every 429', () => {
    for (const operation of operations) {
      const answer = operation.responses['429'];
      if (!answer) continue;
      const name = answer.$ref?.split('/').pop() ?? '';
      expect(document.components.responses[name]?.headers, operation.operationId).toHaveProperty(
        'Retry-After',
      );
    }
  });
});

describe('the contract as the reference API loads it', async () => {
  const contract = await loadContract();

  it("passes openapi-backend's strict definition check", async () => {
    const api = new OpenAPIBackend({
      definition: contractPath,
      strict: true,
      validate: false,
      ignoreTrailingSlashes: false,
    });
    await expect(api.init()).resolves.toBe(api);
    expect(api.getOperations()).toHaveLength(operations.length);
  });

  it('routes the fixed paths before the templated ones and keeps the trailing slash', () => {
    expect(contract.check(recorded('GET', '/api/orders/list?page=2')).operationId).toBe(
      'listOrders',
    );
    expect(contract.check(recorded('GET', '/api/orders/9b1f6c2e-3d4a')).operationId).toBe(
      'getOrderByTransaction',
    );
    expect(contract.check(recorded('GET', '/api/orders/5012/details')).operationId).toBe(
      'getOrderDetails',
    );
    expect(contract.check(recorded('GET', '/api/resources/products/slugs')).operationId).toBe(
      'listProductSlugs',
    );
    expect(contract.check(recorded('POST', '/api/orders', {})).operationId).toBeUndefined();
  });

  it('accepts every documented request example', () => {
    const headers = { 'Idempotency-Key': '0f8e2b7c-61d4-4a9e-b3c5-7d2e9f1a4b60' };
    for (const operation of operations) {
      const examples = operation.requestBody?.content['application/json']?.examples ?? {};
      for (const [name, example] of Object.entries(examples)) {
        // Path parameters take the example the contract documents for them.
        const target = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const parameter = operation.parameters?.find(
            (candidate) => candidate.in === 'path' && candidate.name === name,
          );
          return String(parameter?.example ?? (name === 'slug' ? 'milk-1l' : name));
        });
        const result = contract.check(
          recorded(operation.method.toUpperCase(), target, example.value, headers),
        );
        expect(result, `${operation.operationId} example ${name}`).toEqual({
          operationId: operation.operationId,
          errors: [],
        });
      }
    }
  });

  it('accepts every documented answer example', () => {
    let checked = 0;
    for (const operation of operations) {
      for (const status of Object.keys(operation.responses)) {
        const { body } = contract.example(operation.operationId, Number(status));
        if (body === undefined) continue;
        checked += 1;
        expect(
          contract.checkAnswer(operation.operationId, Number(status), body),
          `${operation.operationId} ${status}`,
        ).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('rejects a fixed-line phone and a short code', () => {
    const fixedLine = contract.check(
      recorded('POST', '/api/auth/send-otp', { phone: '+998712001010', user_type: 'individual' }),
    );
    expect(fixedLine.errors).toHaveLength(1);
    const shortCode = contract.check(
      recorded('POST', '/api/auth/verify-otp', { phone: '+998901234567', otp: '1234' }),
    );
    expect(shortCode.errors).toHaveLength(1);
  });

  it('rejects a cart line with a negative quantity and an order without lines', () => {
    const line = {
      product_id: 101,
      name: 'Sut',
      img_url: '/media/products/milk-1l-320.webp',
      quantity: -1,
      attributes: {},
      price: 14500,
      slug: 'milk-1l',
      mxit: '10401001001000000',
      mxit_unit: '1520',
      weight: 1060,
      currency_name: 'sum',
    };
    expect(
      contract.check(recorded('POST', '/api/profile/cart', { cart_data: [line] })).errors,
    ).not.toEqual([]);
    const order = {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Aziz', surname: 'Rahimov', phone: '+998935551122' },
      payment: { type: 'cash' },
      lines: [],
      expected_total: 0,
    };
    const headers = { 'Idempotency-Key': '0f8e2b7c-61d4-4a9e-b3c5-7d2e9f1a4b60' };
    expect(contract.check(recorded('POST', '/api/orders/', order, headers)).errors).not.toEqual([]);
    expect(
      contract.check(
        recorded('POST', '/api/orders/', { ...order, lines: [{ product_id: 1, quantity: 1 }] }),
      ).errors,
      'missing Idempotency-Key',
    ).not.toEqual([]);
  });

  it('caps product list pages at 96', () => {
    expect(
      contract.check(recorded('POST', '/api/resources/products', { per_page: 97 })).errors,
    ).not.toEqual([]);
    expect(
      contract.check(recorded('POST', '/api/resources/products', { per_page: 96 })).errors,
    ).toEqual([]);
  });
});

describe('api:check', () => {
  it('finds the committed types identical to a fresh generation', () => {
    const committed = readFileSync(
      new URL('../src/shared/api/schema.d.ts', import.meta.url),
      'utf8',
    );
    expect(firstDifferentLine(committed, generateSchemaTypes())).toBe(0);
  });

  it('reruns the api:generate script with its output redirected', () => {
    expect(
      generationArguments(
        'openapi-typescript openapi/openapi.yaml -o src/shared/api/schema.d.ts --default-non-nullable=false',
        '/tmp/x.d.ts',
      ),
    ).toEqual(['openapi/openapi.yaml', '-o', '/tmp/x.d.ts', '--default-non-nullable=false']);
    expect(() => generationArguments('tsc -p .', '/tmp/x')).toThrow(/openapi-typescript/);
    expect(() => generationArguments('openapi-typescript a.yaml', '/tmp/x')).toThrow(/-o/);
  });

  it('points at the first differing line', () => {
    expect(firstDifferentLine('a\nb\nc', 'a\nb\nc')).toBe(0);
    expect(firstDifferentLine('a\nb\nc', 'a\nB\nc')).toBe(2);
    expect(firstDifferentLine('a\nb', 'a\nb\nc')).toBe(3);
  });
});

/**
 * Every operation of openapi.yaml driven with values derived from its own schemas: valid ones,
 * their boundaries and hostile ones (integers past 2³¹−1, NUL, lone surrogates, broken
 * percent-encoding, 10 000-character strings, wrong types, broken JSON). No answer may be a 5xx;
 * every refusal is the contract's Error body. The seed is fixed, so a failure replays exactly.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hashToken, newAccessToken } from './domain/secrets.ts';
import { definitionPath } from './http/router.ts';
import { startHarness, type Harness } from './test/harness.ts';

/** Change it to explore other inputs; a failure names the seed it ran with. */
export const FUZZ_SEED = 20_261_124;
const RUNS_PER_OPERATION = 25;

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

const document = parse(readFileSync(definitionPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

function resolve<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
  return resolve(target as T);
}

/** Values that break naive servers, whatever the schema says. */
const hostileValues: unknown[] = [
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53,
  1e20,
  -1,
  0,
  1.5,
  '1e20',
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x'.repeat(10_000),
  'Ա'.repeat(121),
  '%ff',
  '%c0%ae%c0%ae',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"; DROP TABLE users; --',
  true,
  null,
  [],
  {},
  { nested: { deep: [1, 'two'] } },
];
const hostile = fc.constantFrom(...hostileValues);

/** A value the schema allows, built from its type, bounds, enum and pattern. */
function valid(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, depth)));
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolve(part));
    return valid(
      {
        type: 'object',
        properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
        required: parts.flatMap((part) => part.required ?? []),
      },
      depth,
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -2147483648;
      const max = schema.maximum ?? 2147483647;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, value(property, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
      return record;
    }
    default: {
      if (schema.format === 'binary') return fc.constant('');
      if (schema.format === 'date-time') return fc.date().map((date) => date.toISOString());
      if (schema.pattern && !schema.pattern.includes('\\x00')) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .map((text) => text.slice(0, schema.maxLength ?? text.length));
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
        unit: 'grapheme',
      });
    }
  }
}

/** Mostly what the schema allows, sometimes its edges, sometimes anything at all. */
function value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid(schema, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

/** How a value travels in a path or query string: encoded, or as raw hostile bytes. */
function textOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item === null || item === undefined) return '';
  return typeof item === 'object' ? JSON.stringify(item) : String(item);
}
/** Percent-encodes a value; half a surrogate pair goes out as the invalid UTF-8 it would be. */
function encodeSegment(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) =>
      /^[\uD800-\uDFFF]$/.test(part)
        ? `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16)}%${(0x80 + (part.charCodeAt(0) & 0x3f)).toString(16)}`
        : encodeURIComponent(part),
    )
    .join('');
}
const rawSegments = ['%ff', '%E0%A4%A', '%c0%ae%c0%ae', '%00', '..%2f..%2f', '%', 'a%2Fb'];

interface Generated {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'bytes'; value: Uint8Array } | null;
  authorised: boolean;
}

function requestArbitrary(path: string, operation: Operation): fc.Arbitrary<Generated> {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(parameter));
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = parameters.filter((parameter) => parameter.in === 'header');
  const segment = (parameter: Parameter) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: value(parameter.schema).map((item) => encodeSegment(textOf(item))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
    );
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<Generated['body']> = jsonSchema
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: value(jsonSchema).map((item) => ({ kind: 'json' as const, value: item })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
              new TextEncoder().encode('{"lines": [{"product_id": 1e400}]}'),
              new TextEncoder().encode('{"unterminated": '),
              new TextEncoder().encode('['.repeat(5000)),
            )
            .map((bytes) => ({ kind: 'bytes' as const, value: bytes })),
        },
      )
    : fc.constant(null);
  return fc.record({
    path: fc
      .tuple(...pathParameters.map(segment))
      .map((values) =>
        pathParameters.reduce(
          (built, parameter, index) => built.replace(`{${parameter.name}}`, values[index]!),
          path,
        ),
      ),
    query: fc
      .tuple(
        ...queryParameters.map((parameter) =>
          fc.option(value(parameter.schema), { freq: 2, nil: undefined }),
        ),
      )
      .map((values) => {
        const search = new URLSearchParams();
        queryParameters.forEach((parameter, index) => {
          const item = values[index];
          if (item === undefined) return;
          for (const one of Array.isArray(item) && parameter.name.endsWith('[]') ? item : [item]) {
            search.append(parameter.name, textOf(one));
          }
        });
        const text = search.toString();
        return text ? `?${text}` : '';
      }),
    headers: fc
      .tuple(
        ...headerParameters.map((parameter) =>
          fc.option(value(parameter.schema), { freq: 2, nil: undefined }),
        ),
      )
      .map((values) =>
        Object.fromEntries(
          headerParameters.flatMap((parameter, index) => {
            const item = values[index];
            // A header cannot carry control characters or anything past Latin-1 at all.
            const text = textOf(item)
              .replace(/[^\x20-\x7e]/g, '?')
              .slice(0, 200);
            return item === undefined ? [] : [[parameter.name, text]];
          }),
        ),
      ),
    body,
    authorised: fc.boolean(),
  });
}

let h: Harness;
const fixedNow = new Date('2026-11-22T08:00:00Z');

/** A signed-in shopper made directly in the database, so fuzzing sign-out and deletion costs nothing. */
let shoppers = 0;
async function freshToken(): Promise<string> {
  const token = newAccessToken();
  shoppers += 1;
  const phone = `+99890${String(1_000_000 + shoppers)}`;
  const user = await h.api.db.query<{ id: number }>(
    `INSERT INTO users (phone, user_type, created_at) VALUES ($1, 'individual', $2)
     ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
    [phone, fixedNow],
  );
  await h.api.db.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [user.rows[0]!.id]);
  await h.api.db.query(
    'INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)',
    [hashToken(token), user.rows[0]!.id, fixedNow],
  );
  return token;
}

beforeAll(async () => {
  h = await startHarness({ now: () => fixedNow, paymentDelayMs: 1 });
}, 180_000);
afterAll(async () => h?.close());

let requests = 0;
async function send(method: string, generated: Generated, token: string | null) {
  const headers: Record<string, string> = { ...generated.headers };
  if (generated.authorised && token) headers.authorization = `Bearer ${token}`;
  if (method === 'post' && headers['Idempotency-Key'] === undefined) {
    requests += 1;
    headers['Idempotency-Key'] = `fuzz-request-${String(requests).padStart(8, '0')}`;
  }
  let body: RequestInit['body'];
  if (generated.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(generated.body.value);
  } else if (generated.body?.kind === 'bytes') {
    headers['content-type'] = 'application/json';
    body = Buffer.from(generated.body.value);
  }
  const response = await fetch(`${h.baseUrl}${generated.path}${generated.query}`, {
    method: method.toUpperCase(),
    headers,
    body,
  });
  return { status: response.status, text: await response.text() };
}

function expectContractAnswer(answer: { status: number; text: string }, label: string): void {
  const context = `seed ${FUZZ_SEED}: ${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status >= 400) {
    const parsed = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    expect(typeof parsed.code, context).toBe('string');
    expect(typeof parsed.message, context).toBe('string');
  }
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, operation]) => ({ path, method, operation })),
);

describe(`every operation of the contract under generated input (seed ${FUZZ_SEED})`, () => {
  let shared: string;
  beforeAll(async () => {
    shared = await freshToken();
  });

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s answers 4xx with the Error body, never 5xx',
    async (_id, { path, method, operation }) => {
      // Signing out and deleting the account spend their token; they get one of their own.
      const spendsToken = ['logout', 'deleteProfile'].includes(operation.operationId);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(path, operation), async (generated) => {
          const token = spendsToken ? await freshToken() : shared;
          const label = `${method.toUpperCase()} ${generated.path}${generated.query} ${
            generated.body?.kind === 'json'
              ? JSON.stringify(generated.body.value)?.slice(0, 200)
              : (generated.body?.kind ?? '')
          }`;
          expectContractAnswer(await send(method, generated, token), label);
        }),
        { seed: FUZZ_SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
    60_000,
  );

  it('answers 4xx for hostile media and unknown addresses', async () => {
    const paths = [
      ...rawSegments.map((segment) => `/api/media/${segment}`),
      ...rawSegments.map((segment) => `/api/resources/product/${segment}`),
      ...rawSegments.map((segment) => `/api/orders/${segment}/details`),
      `/api/media/${'a'.repeat(10_000)}`,
      '/api/media/photo-zzzz.webp',
      '/api/media/../../package.json',
      '/api//resources/categories',
      '/api/resources/categories/',
      '/api/%00',
      '/api',
    ];
    for (const path of paths) {
      const response = await fetch(`${h.baseUrl}${path}`);
      expectContractAnswer({ status: response.status, text: await response.text() }, path);
    }
  });
});

import type { Operation } from 'openapi-backend';
import type { ApiContext } from '../domain/context.ts';
import type { Reply } from './operations.ts';

/**
 * Public catalogue reads: their answers depend only on the catalogue tables (stock included),
 * the language, the account type and the request itself.
 */
export const cacheableOperations = new Set([
  'listCategories',
  'getHome',
  'listProducts',
  'searchProducts',
  'listProductSlugs',
  'getProduct',
  'checkProducts',
  'listBrands',
  'getBrand',
  'listBlogs',
  'getBlog',
  'listPages',
  'getPage',
  'listStores',
  'listSlides',
  'getDeliverySettings',
]);

export const CACHE_MAX_ENTRIES = 1000;

/** The part of an (already dereferenced) OpenAPI schema the key reads. */
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Every property a value of `schema` may have by the contract, or none when it says nothing. */
function declaredProperties(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (!schema) return undefined;
  const branches = [
    schema,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  const found = branches.filter((branch) => branch.properties);
  if (found.length === 0) return undefined;
  return Object.assign({}, ...found.map((branch) => branch.properties));
}

/** `value` with only what `schema` declares, objects' keys in one order. */
function declaredPart(schema: Schema | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => declaredPart(schema?.items, item));
  if (value === null || typeof value !== 'object') return value;
  const properties = declaredProperties(schema);
  if (!properties) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((name) => Object.hasOwn(properties, name))
      .sort()
      .map((name) => [
        name,
        declaredPart(properties[name], (value as Record<string, unknown>)[name]),
      ]),
  );
}

/**
 * The answer cache's key of a read: what its answer depends on. The operations read only what the
 * contract declares, so body properties it does not declare are left out (a query parameter it
 * does not declare is refused): a client adding unknown ones is answered from the same entry
 * instead of filling the cache with copies of one answer.
 */
export function answerKey(
  operation: Operation,
  call: { lang: string; userType: string },
  request: { params: unknown; query: unknown; requestBody: unknown },
): string {
  // The contract is dereferenced as it is loaded: its schemas are objects, not $refs.
  const body = operation.requestBody;
  const bodySchema =
    body && 'content' in body
      ? (body.content['application/json']?.schema as Schema | undefined)
      : undefined;
  return JSON.stringify([
    operation.operationId,
    call.lang,
    call.userType,
    request.params,
    request.query,
    declaredPart(bodySchema, request.requestBody),
  ]);
}

export interface AnswerCache {
  /** The cached answer, or the computed one (cached when 200). */
  get(ctx: ApiContext, key: string, compute: () => Promise<Reply>): Promise<Reply>;
  clear(): void;
}

/**
 * Remembers successful catalogue answers. Each is tagged with the catalogue version (a counter
 * moved by triggers on every catalogue write, see migration 004), so an order taking stock or a
 * direct SQL edit makes older answers stale at once. Oldest entries go first past the cap.
 */
export function createAnswerCache(): AnswerCache {
  const entries = new Map<string, { version: string; reply: Reply }>();
  return {
    async get(ctx, key, compute) {
      const { rows } = await ctx.db.query<{ version: string }>(
        'SELECT version::text AS version FROM catalogue_version WHERE id = 1',
      );
      const version = rows[0]!.version;
      const cached = entries.get(key);
      if (cached?.version === version) return cached.reply;
      const reply = await compute();
      if (reply.status === 200) {
        entries.delete(key);
        entries.set(key, { version, reply });
        if (entries.size > CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return reply;
    },
    clear() {
      entries.clear();
    },
  };
}

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

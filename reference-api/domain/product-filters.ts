import {
  looseQueryKeys,
  searchQueryVariants,
  spokenSpellingFolds,
  type SpokenSpelling,
} from '../../src/shared/lib/text/index.ts';
import type { Locale } from './context.ts';
import { productJoins } from './product-rows.ts';

export const productSorts = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilters {
  category?: string;
  brand?: string[];
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  /** Only discounted products: a price below their old price. */
  on_sale?: boolean;
  q?: string;
}

export interface ProductListQuery extends ProductFilters {
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

/**
 * A match scores 3 when a word of the product's text starts with the query, 2 when the query
 * is inside a word, 1.5 / 1.2 when it does so only as spoken spelling (`малако`, `катик`), else
 * its trigram word similarity (0–1): exact spellings always rank first.
 */
export const SEARCH_MIN_SCORE = 0.5;
/** Shorter queries only match as substrings: a typo in three letters is another word. */
export const FUZZY_MIN_LENGTH = 4;

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The loose key of a product's search text in SQL: the same pairs, replaced in the same order. */
function looseSqlKey(column: string, spelling: SpokenSpelling, params: SqlParams): string {
  return spokenSpellingFolds[spelling].reduce(
    (sql, [written, spoken]) => `replace(${sql}, ${params.add(written)}, ${params.add(spoken)})`,
    column,
  );
}

/** The best loose match of a product's text against a query's loose keys in one spelling. */
function looseScoreSql(keys: string[], spelling: SpokenSpelling, params: SqlParams): string {
  if (keys.length === 0) return '0';
  const text = `(' ' || ${looseSqlKey('p.search_text', spelling, params)})`;
  return `(SELECT coalesce(max(CASE WHEN ${text} LIKE ('% ' || k || '%') THEN 1.5
                                 WHEN position(k IN ${text}) > 0 THEN 1.2
                                 ELSE 0 END), 0)
             FROM unnest(${params.add(keys)}::text[]) AS k)`;
}

export function orderBy(sort: ProductSort | undefined, lang: Locale, searching: boolean): string {
  switch (sort) {
    case 'price_asc':
      return 'p.price ASC, p.id ASC';
    case 'price_desc':
      return 'p.price DESC, p.id ASC';
    case 'newest':
      return 'p.created_at DESC, p.id ASC';
    case 'name':
      // lang is one of three fixed literals (checked by the router), never free text.
      return `p.name->>'${lang}' ASC, p.id ASC`;
    case 'popular':
      return 'p.popularity DESC, p.id ASC';
    case undefined:
      return searching
        ? 's.score DESC, (p.stock > 0) DESC, p.popularity DESC, p.id ASC'
        : 'p.popularity DESC, p.id ASC';
  }
}

/** FROM … WHERE for the filters; brand and price filters can be left out (for facets). */
export function filterSql(filters: ProductFilters, params: SqlParams, withBrandAndPrice: boolean) {
  const where: string[] = [];
  const variants = filters.q ? searchQueryVariants(filters.q).slice(0, 3) : [];
  const searching = filters.q !== undefined;
  const lateral = searching
    ? `CROSS JOIN LATERAL (
         SELECT greatest(max(CASE WHEN (' ' || p.search_text) LIKE ('% ' || v || '%') THEN 3
                         WHEN position(v IN p.search_text) > 0 THEN 2
                         WHEN length(v) >= ${FUZZY_MIN_LENGTH} THEN word_similarity(v, p.search_text)
                         ELSE 0 END),
                         ${looseScoreSql(looseQueryKeys(variants, 'ru'), 'ru', params)},
                         ${looseScoreSql(looseQueryKeys(variants, 'uz'), 'uz', params)}) AS score
           FROM unnest(${params.add(variants)}::text[]) AS v) s`
    : 'CROSS JOIN LATERAL (SELECT 0::real AS score) s';
  if (searching) where.push(`coalesce(s.score, 0) >= ${params.add(SEARCH_MIN_SCORE)}`);
  if (filters.category) {
    where.push(`p.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM categories WHERE slug = ${params.add(filters.category)}
        UNION ALL SELECT child.id FROM categories child JOIN tree ON child.parent_id = tree.id)
      SELECT id FROM tree)`);
  }
  if (filters.in_stock) where.push('p.stock > 0');
  if (filters.on_sale) where.push('p.old_price > p.price');
  if (withBrandAndPrice) {
    if (filters.brand?.length) where.push(`b.slug = ANY(${params.add(filters.brand)})`);
    if (filters.price_min !== undefined) where.push(`p.price >= ${params.add(filters.price_min)}`);
    if (filters.price_max !== undefined) where.push(`p.price <= ${params.add(filters.price_max)}`);
  }
  return {
    from: `${productJoins} ${lateral} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    searching,
  };
}

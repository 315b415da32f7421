import type { Transaction } from '@electric-sql/pglite';
import {
  looseQueryKeys,
  searchQueryVariants,
  spokenSpellingFolds,
  type SpokenSpelling,
} from '../../src/shared/lib/text/index.ts';
import type { ApiContext, Locale, UserType } from './context.ts';
import { notFound } from './errors.ts';
import { image, type Image } from './media.ts';

type Localized = Record<Locale, string>;
type Queryable = Pick<Transaction, 'query'>;

export const CURRENCY_NAME = 'sum';

export interface ProductRow {
  id: number;
  slug: string;
  name: Localized;
  description: Localized;
  category_id: number;
  category_slug: string;
  category_name: Localized;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  price: number;
  old_price: number | null;
  stock: number;
  weight: number;
  mxit: string;
  mxit_unit: string;
  sold_by_weight: boolean;
  step_grams: number | null;
  variant_group: string | null;
  variant_label: Localized | null;
  image: string;
  popularity: number;
  created_at: Date;
}

const productColumns = `
  p.id, p.slug, p.name, p.description, p.category_id, c.slug AS category_slug,
  c.name AS category_name, p.brand_id, b.slug AS brand_slug, b.name AS brand_name, p.price,
  p.old_price, p.stock, p.weight, p.mxit, p.mxit_unit, p.sold_by_weight, p.step_grams,
  p.variant_group, p.variant_label, p.image, p.popularity, p.created_at`;
const productJoins = `
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN brands b ON b.id = p.brand_id`;
const productSelect = `SELECT ${productColumns} ${productJoins}`;

/** The quantity step: 1 piece, or the product's step in grams for goods sold by weight. */
export function productStep(row: Pick<ProductRow, 'sold_by_weight' | 'step_grams'>): number {
  return row.sold_by_weight ? (row.step_grams ?? 100) : 1;
}

export function presentProduct(ctx: ApiContext, row: ProductRow, lang: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    price: row.price,
    old_price: row.old_price,
    currency_name: CURRENCY_NAME,
    in_stock: row.stock > 0,
    total_quanity: row.stock,
    sold_by_weight: row.sold_by_weight,
    step: productStep(row),
    weight: row.weight,
    mxit: row.mxit,
    mxit_unit: row.mxit_unit,
    brand: { slug: row.brand_slug, name: row.brand_name },
    category: { slug: row.category_slug, name: row.category_name[lang] },
    images: [image(ctx, row.image, row.name[lang])],
  };
}
export type ProductSummary = ReturnType<typeof presentProduct>;

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

export function pagination(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, pages: Math.ceil(total / perPage) };
}

// ---------------------------------------------------------------- categories

interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  name: Localized;
  image: string;
  own_products: number;
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  image: Image | null;
  product_count: number;
  children: CategoryNode[];
}

/** The category tree; product_count includes every descendant's products. */
export async function listCategories(ctx: ApiContext, lang: Locale): Promise<CategoryNode[]> {
  const { rows } = await ctx.db.query<CategoryRow>(
    `SELECT c.id, c.slug, c.parent_id, c.name, c.image,
            (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS own_products
       FROM categories c ORDER BY c.position, c.id`,
  );
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name[lang],
      image: row.image ? image(ctx, row.image, row.name[lang]) : null,
      product_count: row.own_products,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const addDescendants = (node: CategoryNode): number => {
    node.product_count += node.children.reduce((sum, child) => sum + addDescendants(child), 0);
    return node.product_count;
  };
  roots.forEach(addDescendants);
  return roots;
}

// ---------------------------------------------------------------- product queries

export const productSorts = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilters {
  category?: string;
  brand?: string[];
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
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

class SqlParams {
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

function orderBy(sort: ProductSort | undefined, lang: Locale, searching: boolean): string {
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
function filterSql(filters: ProductFilters, params: SqlParams, withBrandAndPrice: boolean) {
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

export const DEFAULT_PER_PAGE = 24;

/** One page of products matching the filters, sorted, with facets for the filter panel. */
export async function listProducts(ctx: ApiContext, query: ProductListQuery, lang: Locale) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const params = new SqlParams();
  const { from, searching } = filterSql(query, params, true);
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params.values,
  );
  const total = count.rows[0]!.total;
  const limit = params.add(perPage);
  const offset = params.add((page - 1) * perPage);
  const { rows } = await ctx.db.query<ProductRow>(
    `SELECT ${productColumns} ${from}
      ORDER BY ${orderBy(query.sort, lang, searching)} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const facetParams = new SqlParams();
  const facetFrom = filterSql(query, facetParams, false).from;
  const brands = await ctx.db.query<{ slug: string; name: string; count: number }>(
    `SELECT b.slug, b.name, count(*)::int AS count ${facetFrom}
      GROUP BY b.slug, b.name ORDER BY b.name, b.slug`,
    facetParams.values,
  );
  const prices = await ctx.db.query<{ min: number | null; max: number | null }>(
    `SELECT min(p.price)::int AS min, max(p.price)::int AS max ${facetFrom}`,
    facetParams.values,
  );
  return {
    data: rows.map((row) => presentProduct(ctx, row, lang)),
    meta: pagination(page, perPage, total),
    facets: {
      brands: brands.rows,
      price: { min: prices.rows[0]?.min ?? 0, max: prices.rows[0]?.max ?? 0 },
    },
  };
}

/**
 * Finds products by name, brand, category and keywords in any language and script: the query
 * and the product texts are normalised to one Latin key (apostrophes, Cyrillic Uzbek, Russian),
 * the query is also read as if typed on the other keyboard layout, and trigram similarity
 * forgives small typos. Best matches first.
 */
export async function searchProducts(
  ctx: ApiContext,
  query: { q: string; page?: number; per_page?: number },
  lang: Locale,
) {
  const { data, meta } = await listProducts(ctx, query, lang);
  return { data, meta };
}

export async function listProductSlugs(ctx: ApiContext) {
  const { rows } = await ctx.db.query<{ slug: string; updated_at: Date }>(
    'SELECT slug, created_at AS updated_at FROM products ORDER BY id',
  );
  return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
}

// ---------------------------------------------------------------- product by slug

export const RELATEDS_LIMIT = 12;

export async function getProduct(
  ctx: ApiContext,
  slug: string,
  lang: Locale,
  withRelateds: boolean,
) {
  const found = await ctx.db.query<ProductRow>(`${productSelect} WHERE p.slug = $1`, [slug]);
  const row = found.rows[0];
  if (!row) throw notFound();
  const siblings = row.variant_group
    ? (
        await ctx.db.query<ProductRow>(
          `${productSelect} WHERE p.variant_group = $1 ORDER BY p.weight, p.price, p.id`,
          [row.variant_group],
        )
      ).rows
    : [];
  const product = {
    ...presentProduct(ctx, row, lang),
    description: row.description[lang],
    variants: siblings.map((variant) => ({
      slug: variant.slug,
      label: variant.variant_label?.[lang] ?? variant.name[lang],
      price: variant.price,
      in_stock: variant.stock > 0,
    })),
  };
  if (!withRelateds) return { product };
  const relateds = await ctx.db.query<ProductRow>(
    `${productSelect}
      WHERE p.id <> $1 AND (p.variant_group IS NULL OR p.variant_group IS DISTINCT FROM $2)
        AND (p.category_id = $3 OR p.brand_id = $4)
      ORDER BY (p.category_id = $3) DESC, (p.stock > 0) DESC, p.popularity DESC, p.id
      LIMIT ${RELATEDS_LIMIT}`,
    [row.id, row.variant_group, row.category_id, row.brand_id],
  );
  return { product, relateds: relateds.rows.map((r) => presentProduct(ctx, r, lang)) };
}

// ---------------------------------------------------------------- stock check

export interface CheckLineInput {
  product_id?: number;
  slug?: string;
  quantity: number;
}

/**
 * Current price and stock per line, in request order. available_quantity is the requested
 * quantity capped at stock and rounded down to the product's step.
 */
export async function checkProducts(ctx: ApiContext, lines: CheckLineInput[], lang: Locale) {
  const ids = lines.flatMap((line) => (line.product_id === undefined ? [] : [line.product_id]));
  const slugs = lines.flatMap((line) =>
    line.product_id === undefined && line.slug ? [line.slug] : [],
  );
  const { rows } = await ctx.db.query<ProductRow>(
    `${productSelect} WHERE p.id = ANY($1) OR p.slug = ANY($2)`,
    [ids, slugs],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return lines.map((line) => {
    const row =
      line.product_id !== undefined ? byId.get(line.product_id) : bySlug.get(line.slug ?? '');
    if (!row) {
      return {
        product_id: line.product_id ?? null,
        slug: line.product_id === undefined ? (line.slug ?? null) : null,
        name: null,
        status: 'not_found' as const,
        requested_quantity: line.quantity,
        available_quantity: 0,
        total_quanity: 0,
        in_stock: false,
        price: null,
        old_price: null,
        currency_name: CURRENCY_NAME,
      };
    }
    const step = productStep(row);
    const available = Math.floor(Math.min(line.quantity, row.stock) / step) * step;
    const status =
      row.stock <= 0 || (available === 0 && line.quantity > 0)
        ? ('out_of_stock' as const)
        : available < line.quantity
          ? ('adjusted' as const)
          : ('ok' as const);
    return {
      product_id: row.id,
      slug: row.slug,
      name: row.name[lang],
      status,
      requested_quantity: line.quantity,
      available_quantity: available,
      total_quanity: row.stock,
      in_stock: row.stock > 0,
      price: row.price,
      old_price: row.old_price,
      currency_name: CURRENCY_NAME,
    };
  });
}

export async function productsByIds(
  db: Queryable,
  ids: number[],
): Promise<Map<number, ProductRow>> {
  const { rows } = await db.query<ProductRow>(`${productSelect} WHERE p.id = ANY($1)`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------- home

const railTitles: Record<string, Localized> = {
  popular: { uz: 'Ommabop', ru: 'Популярное', en: 'Popular' },
  new: { uz: 'Yangi mahsulotlar', ru: 'Новинки', en: 'New arrivals' },
  discounts: { uz: 'Chegirmalar', ru: 'Скидки', en: 'Deals' },
  bulk: { uz: 'Katta qadoqlar', ru: 'Большие упаковки', en: 'Large packs' },
};

const railLinks: Record<string, string> = {
  popular: '/catalog?sort=popular',
  new: '/catalog?sort=newest',
  discounts: '/catalog?sort=popular',
  bulk: '/catalog?sort=popular',
};

export const RAIL_SIZE = 12;

async function rail(ctx: ApiContext, id: string, lang: Locale, whereOrder: string) {
  const { rows } = await ctx.db.query<ProductRow>(
    `${productSelect} ${whereOrder} LIMIT ${RAIL_SIZE}`,
  );
  return {
    id,
    title: railTitles[id]![lang],
    link: railLinks[id]!,
    products: rows.map((r) => presentProduct(ctx, r, lang)),
  };
}

/**
 * The home page: slides for the account type, top-level categories and product rails.
 * Individuals see popular, new and discounted goods; legal entities see popular goods and the
 * largest packs.
 */
export async function getHome(ctx: ApiContext, lang: Locale, userType: UserType) {
  const slides = await listSlides(ctx, lang, userType);
  const categories = await listCategories(ctx, lang);
  const popular = 'WHERE p.stock > 0 ORDER BY p.popularity DESC, p.id';
  const rails =
    userType === 'legal_entity'
      ? [
          await rail(ctx, 'popular', lang, popular),
          await rail(
            ctx,
            'bulk',
            lang,
            'WHERE p.stock > 0 AND NOT p.sold_by_weight ORDER BY p.weight DESC, p.id',
          ),
        ]
      : [
          await rail(ctx, 'popular', lang, popular),
          await rail(ctx, 'new', lang, 'WHERE p.stock > 0 ORDER BY p.created_at DESC, p.id'),
          await rail(
            ctx,
            'discounts',
            lang,
            `WHERE p.stock > 0 AND p.old_price > p.price
             ORDER BY (p.old_price - p.price)::float / p.old_price DESC, p.id`,
          ),
        ];
  return { slides, categories, rails: rails.filter((r) => r.products.length > 0) };
}

// ---------------------------------------------------------------- content

export async function listSlides(ctx: ApiContext, lang: Locale, userType: UserType) {
  const { rows } = await ctx.db.query<{
    id: string;
    title: Localized;
    subtitle: Localized;
    link: string;
    image: string;
    user_types: string[] | null;
  }>('SELECT id, title, subtitle, link, image, user_types FROM slides ORDER BY position');
  return rows
    .filter((row) => !row.user_types || row.user_types.includes(userType))
    .map((row) => ({
      id: row.id,
      title: row.title[lang],
      subtitle: row.subtitle[lang],
      link: row.link,
      image: image(ctx, row.image, row.title[lang]),
    }));
}

interface BrandRow {
  id: number;
  slug: string;
  name: string;
  country: Localized;
  description: Localized;
  local: boolean;
  product_count: number;
}

function presentBrand(row: BrandRow, lang: Locale) {
  return {
    slug: row.slug,
    name: row.name,
    country: row.country[lang],
    description: row.description[lang],
    local: row.local,
    logo: null,
    product_count: row.product_count,
  };
}

const brandSelect = `SELECT b.*, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count FROM brands b`;

/** Brands with at least one product, by name. */
export async function listBrands(ctx: ApiContext, lang: Locale) {
  const { rows } = await ctx.db.query<BrandRow>(
    `SELECT * FROM (${brandSelect}) x WHERE product_count > 0 ORDER BY name, slug`,
  );
  return rows.map((row) => presentBrand(row, lang));
}

export async function getBrand(
  ctx: ApiContext,
  slug: string,
  query: { page?: number; per_page?: number; sort?: ProductSort },
  lang: Locale,
) {
  const { rows } = await ctx.db.query<BrandRow>(`${brandSelect} WHERE b.slug = $1`, [slug]);
  if (!rows[0]) throw notFound();
  const products = await listProducts(ctx, { ...query, brand: [slug] }, lang);
  return { brand: presentBrand(rows[0], lang), products };
}

interface BlogRow {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  body: Localized;
  image: string;
  published_at: Date;
}

function presentBlog(ctx: ApiContext, row: BlogRow, lang: Locale) {
  return {
    slug: row.slug,
    title: row.title[lang],
    excerpt: row.excerpt[lang],
    image: image(ctx, row.image, row.title[lang]),
    published_at: row.published_at.toISOString(),
  };
}

export async function listBlogs(
  ctx: ApiContext,
  query: { page?: number; per_page?: number },
  lang: Locale,
) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 12;
  const count = await ctx.db.query<{ total: number }>('SELECT count(*)::int AS total FROM blogs');
  const { rows } = await ctx.db.query<BlogRow>(
    'SELECT * FROM blogs ORDER BY published_at DESC, id LIMIT $1 OFFSET $2',
    [perPage, (page - 1) * perPage],
  );
  return {
    data: rows.map((row) => presentBlog(ctx, row, lang)),
    meta: pagination(page, perPage, count.rows[0]!.total),
  };
}

export async function getBlog(ctx: ApiContext, slug: string, lang: Locale) {
  const { rows } = await ctx.db.query<BlogRow>('SELECT * FROM blogs WHERE slug = $1', [slug]);
  if (!rows[0]) throw notFound();
  return { ...presentBlog(ctx, rows[0], lang), body: rows[0].body[lang] };
}

interface PageRow {
  slug: string;
  title: Localized;
  body: Localized;
  updated_at: Date;
}

export async function listPages(ctx: ApiContext, lang: Locale) {
  const { rows } = await ctx.db.query<PageRow>('SELECT * FROM pages ORDER BY id');
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title[lang],
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function getPage(ctx: ApiContext, slug: string, lang: Locale) {
  const { rows } = await ctx.db.query<PageRow>('SELECT * FROM pages WHERE slug = $1', [slug]);
  const page = rows[0];
  if (!page) throw notFound();
  return {
    slug: page.slug,
    title: page.title[lang],
    updated_at: page.updated_at.toISOString(),
    body: page.body[lang],
  };
}

interface StoreRow {
  id: number;
  slug: string;
  name: Localized;
  address: Localized;
  opens: string;
  closes: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export async function listStores(ctx: ApiContext, lang: Locale) {
  const { rows } = await ctx.db.query<StoreRow>('SELECT * FROM stores ORDER BY id');
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    address: row.address[lang],
    phone: row.phone,
    working_hours: `${row.opens}–${row.closes}`,
    opens: row.opens,
    closes: row.closes,
    location: { lat: row.latitude, lng: row.longitude },
  }));
}

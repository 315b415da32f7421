import type { ApiContext, Locale } from './context.ts';
import { notFound } from './errors.ts';
import { image } from './media.ts';
import { pagination, type Localized } from './product-rows.ts';

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

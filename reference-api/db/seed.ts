import type { PGlite, Transaction } from '@electric-sql/pglite';
import { normalizeSearchText } from '../../src/shared/lib/text/index.ts';
import type {
  SeedBlog,
  SeedBrand,
  SeedCategory,
  SeedDeliverySettings,
  SeedImage,
  SeedPage,
  SeedProduct,
  SeedSlide,
  SeedStore,
} from '../seed/types.ts';
import { perishableCategories } from '../seed/regions.ts';

export interface SeedData {
  categories: SeedCategory[];
  brands: SeedBrand[];
  products: SeedProduct[];
  stores: SeedStore[];
  blogs: SeedBlog[];
  pages: SeedPage[];
  slides: SeedSlide[];
  deliverySettings: SeedDeliverySettings;
  images: SeedImage[];
}

/** The text a product is found by: its names in every language, brand and keywords, normalised. */
export function productSearchText(product: SeedProduct, brandName: string): string {
  return normalizeSearchText(
    [...Object.values(product.name), brandName, ...(product.keywords ?? [])].join(' '),
  );
}

async function insertCategories(
  tx: Transaction,
  categories: SeedCategory[],
  parentId: number | null,
): Promise<void> {
  let position = 0;
  for (const category of categories) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO categories (slug, parent_id, name, image, position) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [category.slug, parentId, category.name, category.image, position++],
    );
    if (category.children?.length) await insertCategories(tx, category.children, rows[0]!.id);
  }
}

/** Products of perishable categories (and their subcategories) are flagged perishable. */
async function markPerishables(tx: Transaction): Promise<void> {
  await tx.query(
    `WITH RECURSIVE perishable_categories AS (
       SELECT id FROM categories WHERE slug = ANY($1)
       UNION
       SELECT c.id FROM categories c JOIN perishable_categories p ON c.parent_id = p.id
     )
     UPDATE products SET perishable = true
      WHERE category_id IN (SELECT id FROM perishable_categories)`,
    [perishableCategories],
  );
}

/**
 * Imports the seed into an empty database once; a database that was seeded before is left as it
 * is (its stock, users and orders are state, not seed). Returns whether it seeded.
 */
export async function seedDatabase(db: PGlite, data: SeedData): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.query("SELECT 1 FROM settings WHERE key = 'seeded_at' FOR UPDATE");
    if (done.rows.length > 0) return false;
    for (const image of data.images) {
      await tx.query('INSERT INTO images (key, emoji, background) VALUES ($1, $2, $3)', [
        image.key,
        image.emoji,
        image.background,
      ]);
    }
    await insertCategories(tx, data.categories, null);
    const brandIds = new Map<string, { id: number; name: string }>();
    for (const brand of data.brands) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO brands (slug, name, country, description, local) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [brand.slug, brand.name, brand.country, brand.description, brand.local],
      );
      brandIds.set(brand.slug, { id: rows[0]!.id, name: brand.name });
    }
    const categoryIds = new Map(
      (await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM categories')).rows.map(
        (r) => [r.slug, r.id],
      ),
    );
    for (const product of data.products) {
      const brand = brandIds.get(product.brand);
      const categoryId = categoryIds.get(product.category);
      if (!brand)
        throw new Error(`Seed product ${product.slug} names unknown brand ${product.brand}`);
      if (categoryId === undefined) {
        throw new Error(`Seed product ${product.slug} names unknown category ${product.category}`);
      }
      await tx.query(
        `INSERT INTO products (slug, name, description, category_id, brand_id, price, old_price, stock,
           weight, mxit, mxit_unit, sold_by_weight, step_grams, variant_group, variant_label, image,
           popularity, created_at, keywords, search_text)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)`,
        [
          product.slug,
          product.name,
          product.description,
          categoryId,
          brand.id,
          product.price,
          product.oldPrice ?? null,
          product.stock,
          product.weight,
          product.mxit,
          product.mxit_unit,
          product.soldByWeight,
          product.stepGrams ?? null,
          product.variantGroup ?? null,
          product.variantLabel ?? null,
          product.image,
          product.popularity,
          product.createdAt,
          product.keywords ?? [],
          productSearchText(product, brand.name),
        ],
      );
    }
    for (const store of data.stores) {
      await tx.query(
        `INSERT INTO stores (slug, name, address, opens, closes, phone, latitude, longitude)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [
          store.slug,
          store.name,
          store.address,
          store.opens,
          store.closes,
          store.phone,
          store.latitude,
          store.longitude,
        ],
      );
    }
    for (const blog of data.blogs) {
      await tx.query(
        'INSERT INTO blogs (slug, title, excerpt, body, image, published_at) VALUES ($1,$2,$3,$4,$5,$6)',
        [blog.slug, blog.title, blog.excerpt, blog.body, blog.image, blog.publishedAt],
      );
    }
    for (const page of data.pages) {
      await tx.query('INSERT INTO pages (slug, title, body) VALUES ($1,$2,$3)', [
        page.slug,
        page.title,
        page.body,
      ]);
    }
    let position = 0;
    for (const slide of data.slides) {
      await tx.query(
        'INSERT INTO slides (id, position, title, subtitle, link, image, user_types) VALUES ($1,$2,$3,$4,$5,$6,$7)',
        [
          slide.id,
          position++,
          slide.title,
          slide.subtitle,
          slide.link,
          slide.image,
          slide.userTypes ?? null,
        ],
      );
    }
    await markPerishables(tx);
    await tx.query("INSERT INTO settings (key, value) VALUES ('delivery', $1)", [
      data.deliverySettings,
    ]);
    await tx.query("INSERT INTO settings (key, value) VALUES ('seeded_at', to_jsonb(now()))");
    return true;
  });
}

import { listCategories } from './categories.ts';
import type { ApiContext, Locale, UserType } from './context.ts';
import { image } from './media.ts';
import { presentProduct, productSelect, type Localized, type ProductRow } from './product-rows.ts';

const railTitles: Record<string, Localized> = {
  popular: { uz: 'Ommabop', ru: 'Популярное', en: 'Popular' },
  new: { uz: 'Yangi mahsulotlar', ru: 'Новинки', en: 'New arrivals' },
  discounts: { uz: 'Chegirmalar', ru: 'Скидки', en: 'Deals' },
  bulk: { uz: 'Katta qadoqlar', ru: 'Большие упаковки', en: 'Large packs' },
};

/**
 * The catalogue list that shows a rail's products in full, where there is one. Large packs have
 * none (the catalogue does not filter by size), so they get no "see all" link rather than one to
 * a list of something else.
 */
const railLinks: Record<string, string | undefined> = {
  popular: '/catalog?sort=popular',
  new: '/catalog?sort=newest',
  discounts: '/catalog?in_stock=1&on_sale=1',
};

export const RAIL_SIZE = 12;

async function rail(ctx: ApiContext, id: string, lang: Locale, whereOrder: string) {
  const { rows } = await ctx.db.query<ProductRow>(
    `${productSelect} ${whereOrder} LIMIT ${RAIL_SIZE}`,
  );
  const link = railLinks[id];
  return {
    id,
    title: railTitles[id]![lang],
    ...(link ? { link } : {}),
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

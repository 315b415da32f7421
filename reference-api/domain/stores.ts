import type { ApiContext, Locale } from './context.ts';
import type { Localized } from './product-rows.ts';

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

/**
 * The shape of the reference API's seed data. The seed modules in this folder export values of
 * these types; the database seeder imports them into PGlite. All money is whole sums (UZS),
 * all weights are grams, all texts exist in the three storefront languages.
 */

export const locales = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];

/** A text in every storefront language. Uzbek is Latin script with oʻ/gʻ written as U+02BB. */
export type Localized = Record<Locale, string>;

export interface SeedCategory {
  slug: string;
  name: Localized;
  /** Key of the illustration in `images.ts` used for the category tile. */
  image: string;
  /** Subcategories; products belong to leaf categories only. */
  children?: SeedCategory[];
}

export interface SeedBrand {
  slug: string;
  /** Brand names are not translated. */
  name: string;
  country: Localized;
  description: Localized;
  /** Local (made in Uzbekistan) or imported. */
  local: boolean;
}

export interface SeedProduct {
  slug: string;
  name: Localized;
  /** Short rich description; simple HTML (p, ul, li, strong) only. */
  description: Localized;
  /** Slug of a leaf category. */
  category: string;
  /** Slug of a brand. */
  brand: string;
  /** Price in whole sums for one unit (or per kilogram when soldByWeight). */
  price: number;
  /** A crossed-out previous price, when discounted. */
  oldPrice?: number;
  /** Units in stock (grams for goods sold by weight); 0 = out of stock. */
  stock: number;
  /** Gross weight of one unit in grams (regional courier tariff uses it). */
  weight: number;
  /** MXIK (IKPU) product classification code, 17 digits. */
  mxit: string;
  /** MXIK package/unit code. */
  mxit_unit: string;
  /**
   * Sold by weight: price is per kilogram, stock and cart quantities are in grams and change in
   * steps of stepGrams; a line costs round(price * grams / 1000).
   */
  soldByWeight: boolean;
  /** For goods sold by weight: the step in grams (e.g. 100, 250, 500). */
  stepGrams?: number;
  /** Products sharing a variantGroup are sizes/volumes of one product; variantLabel names this one. */
  variantGroup?: string;
  variantLabel?: Localized;
  /** Key of the illustration in `images.ts`. */
  image: string;
  /** Relative popularity (higher sells more), drives the 'popular' sort and home rails. */
  popularity: number;
  /** ISO date the product was added (drives the 'newest' sort). */
  createdAt: string;
  /** Search synonyms (any language/script) beyond the names, optional. */
  keywords?: string[];
}

export interface SeedStore {
  slug: string;
  name: Localized;
  address: Localized;
  /** Opening hours, 24h 'HH:MM', Tashkent time (UTC+5); the same every day unless days say otherwise. */
  opens: string;
  closes: string;
  phone: string; // E.164
  latitude: number;
  longitude: number;
}

export interface SeedBlog {
  slug: string;
  title: Localized;
  excerpt: Localized;
  /** Rich article HTML (h2, h3, p, ul, ol, li, strong, em, a, img, blockquote). */
  body: Localized;
  image: string;
  publishedAt: string;
}

export interface SeedPage {
  /** about, contacts, delivery, how-to-buy, public-offer, return, and any other content page. */
  slug: string;
  title: Localized;
  body: Localized;
}

export interface SeedSlide {
  id: string;
  title: Localized;
  subtitle: Localized;
  /** A storefront-relative link without language prefix, e.g. '/catalog?category=dairy'. */
  link: string;
  image: string;
  /** Which account types see it; both when absent. */
  userTypes?: Array<'individual' | 'legal_entity'>;
}

export interface SeedDeliverySettings {
  /** Courier fee in Tashkent, whole sums. */
  courierFee: number;
  /** Courier delivery in Tashkent is free at or above this cart total. */
  freeDeliveryThreshold: number;
  /** Express delivery is done by a third-party taxi service whose app shows the price. */
  express: { provider: string; note: Localized };
  /** Regional courier tariff (fargoDeliveryPrice): price for the first kilogram and each extra one. */
  regionalTariff: { baseFee: number; baseWeightGrams: number; perExtraKg: number };
  /** The USD rate used for showing USD prices (sums per dollar). */
  usdRate: number;
}

/** An illustration: an emoji code point sequence rasterised into WebP/AVIF at seed time. */
export interface SeedImage {
  key: string;
  /** Emoji as text, e.g. '🥛'. */
  emoji: string;
  /** Background colour of the tile, hex. */
  background: string;
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countries } from './brands';
import { leafCategorySlugs } from './categories';
import { seed } from './index';
import { locales, type Localized, type SeedCategory } from './types';

const { categories, brands, products, stores, blogs, pages, slides, deliverySettings, images } =
  seed;

function allCategories(list: SeedCategory[]): SeedCategory[] {
  return list.flatMap((category) => [category, ...allCategories(category.children ?? [])]);
}

/** Every localized text in the seed, with a label saying where it lives. */
function localizedTexts(): Array<[string, Localized]> {
  const texts: Array<[string, Localized]> = [];
  for (const category of allCategories(categories))
    texts.push([`category ${category.slug}`, category.name]);
  for (const brand of brands) {
    texts.push([`brand ${brand.slug} country`, brand.country]);
    texts.push([`brand ${brand.slug} description`, brand.description]);
  }
  for (const product of products) {
    texts.push([`product ${product.slug} name`, product.name]);
    texts.push([`product ${product.slug} description`, product.description]);
    if (product.variantLabel) texts.push([`product ${product.slug} variant`, product.variantLabel]);
  }
  for (const store of stores) {
    texts.push([`store ${store.slug} name`, store.name]);
    texts.push([`store ${store.slug} address`, store.address]);
  }
  for (const blog of blogs) {
    texts.push([`blog ${blog.slug} title`, blog.title]);
    texts.push([`blog ${blog.slug} excerpt`, blog.excerpt]);
    texts.push([`blog ${blog.slug} body`, blog.body]);
  }
  for (const page of pages) {
    texts.push([`page ${page.slug} title`, page.title]);
    texts.push([`page ${page.slug} body`, page.body]);
  }
  for (const slide of slides) {
    texts.push([`slide ${slide.id} title`, slide.title]);
    texts.push([`slide ${slide.id} subtitle`, slide.subtitle]);
  }
  texts.push(['express note', deliverySettings.express.note]);
  return texts;
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

const leaves = new Set(leafCategorySlugs());
const countryNames = new Set<string>(Object.values(countries).map((names) => names[2]));
const brandSlugs = new Set(brands.map((brand) => brand.slug));
const imageKeys = new Set(images.map((image) => image.key));

describe('seed counts', () => {
  it('has at least 12 top-level categories, each with subcategories', () => {
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const category of categories) expect(category.children?.length ?? 0).toBeGreaterThan(0);
  });

  it('has the required amounts of everything', () => {
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(stores).toHaveLength(3);
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(pages.map((page) => page.slug).sort()).toEqual(
      expect.arrayContaining([
        'about',
        'contacts',
        'delivery',
        'how-to-buy',
        'public-offer',
        'return',
      ]),
    );
  });

  it('has both local and imported brands', () => {
    expect(brands.filter((brand) => brand.local).length).toBeGreaterThanOrEqual(8);
    expect(brands.filter((brand) => !brand.local).length).toBeGreaterThanOrEqual(8);
  });
});

describe('identifiers', () => {
  it.each([
    ['categories', allCategories(categories).map((category) => category.slug)],
    ['brands', brands.map((brand) => brand.slug)],
    ['products', products.map((product) => product.slug)],
    ['stores', stores.map((store) => store.slug)],
    ['blogs', blogs.map((blog) => blog.slug)],
    ['pages', pages.map((page) => page.slug)],
    ['slides', slides.map((slide) => slide.id)],
    ['images', images.map((image) => image.key)],
  ])('%s have unique, URL-safe slugs', (_name, slugs) => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('products', () => {
  it('belong to a leaf category and an existing brand, and have an illustration', () => {
    for (const product of products) {
      expect(leaves.has(product.category), product.slug).toBe(true);
      expect(brandSlugs.has(product.brand), product.slug).toBe(true);
      expect(imageKeys.has(product.image), product.slug).toBe(true);
    }
  });

  it('fill every leaf category', () => {
    const used = new Set(products.map((product) => product.category));
    for (const leaf of leaves) expect(used.has(leaf), leaf).toBe(true);
  });

  it('have whole positive prices, and an old price only above the price', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price) && product.price > 0, product.slug).toBe(true);
      if (product.oldPrice !== undefined) {
        expect(Number.isInteger(product.oldPrice), product.slug).toBe(true);
        expect(product.oldPrice, product.slug).toBeGreaterThan(product.price);
      }
    }
    expect(products.some((product) => product.oldPrice !== undefined)).toBe(true);
  });

  it('sell by weight in steps, with price per kilogram and stock in whole steps', () => {
    const byWeight = products.filter((product) => product.soldByWeight);
    expect(byWeight.length).toBeGreaterThan(30);
    for (const product of byWeight) {
      expect(product.stepGrams, product.slug).toBeGreaterThan(0);
      expect(product.stock % (product.stepGrams ?? 1), product.slug).toBe(0);
      expect(product.weight).toBe(1000);
    }
    for (const product of products.filter((item) => !item.soldByWeight)) {
      expect(product.stepGrams, product.slug).toBeUndefined();
    }
  });

  it('have 17-digit MXIK codes and unit codes matching how they are sold', () => {
    for (const product of products) {
      expect(product.mxit, product.slug).toMatch(/^\d{17}$/);
      expect(product.mxit_unit, product.slug).toBe(product.soldByWeight ? '166' : '796');
    }
    expect(new Set(products.map((product) => product.mxit)).size).toBe(products.length);
  });

  it('include sold-out items and items with only 1–3 left', () => {
    const soldOut = products.filter((product) => product.stock === 0);
    const lastFew = products.filter(
      (product) => !product.soldByWeight && product.stock >= 1 && product.stock <= 3,
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(8);
    expect(lastFew.length).toBeGreaterThanOrEqual(8);
    expect(soldOut.length).toBeLessThan(products.length * 0.1);
  });

  it('have plausible weights, popularity and creation dates', () => {
    for (const product of products) {
      expect(Number.isInteger(product.weight) && product.weight > 0, product.slug).toBe(true);
      expect(Number.isInteger(product.popularity) && product.popularity >= 0, product.slug).toBe(
        true,
      );
      expect(Number.isNaN(Date.parse(product.createdAt)), product.slug).toBe(false);
    }
    expect(new Set(products.map((product) => product.popularity)).size).toBeGreaterThan(200);
    expect(new Set(products.map((product) => product.createdAt.slice(0, 10))).size).toBeGreaterThan(
      200,
    );
  });

  it('list as country of origin the country their description says they come from', () => {
    const bananas = products.find((product) => product.slug === 'bananas');
    expect(bananas?.description.en).toContain('from Ecuador');
    expect(bananas?.description.en).toContain('<strong>Country of origin:</strong> Ecuador');
    expect(bananas?.description.ru).toContain('<strong>Страна производства:</strong> Эквадор');
    expect(bananas?.description.uz).toContain(
      '<strong>Ishlab chiqaruvchi mamlakat:</strong> Ekvador',
    );
    const origin = /<strong>Country of origin:<\/strong> ([^<]+)/;
    for (const product of products) {
      const about = product.description.en.split('<ul>')[0] ?? '';
      const named = about.match(/\bfrom ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/)?.[1];
      const country = product.description.en.match(origin)?.[1];
      if (named && countryNames.has(named)) expect(country, product.slug).toBe(named);
    }
  });

  it('group sizes of one product into variants with labels', () => {
    const groups = new Map<string, typeof products>();
    for (const product of products) {
      if (product.variantGroup === undefined) continue;
      expect(product.variantLabel, product.slug).toBeDefined();
      groups.set(product.variantGroup, [...(groups.get(product.variantGroup) ?? []), product]);
    }
    expect(groups.size).toBeGreaterThan(30);
    for (const [group, members] of groups) {
      expect(members.length, group).toBeGreaterThan(1);
      expect(new Set(members.map((member) => member.brand)).size, group).toBe(1);
      expect(new Set(members.map((member) => member.variantLabel?.en)).size, group).toBe(
        members.length,
      );
    }
  });

  it('keep prices in a realistic range for staple goods', () => {
    const price = (slug: string): number => {
      const product = products.find((item) => item.slug === slug);
      if (!product) throw new Error(`missing ${slug}`);
      return product.price;
    };
    expect(price('musaffo-milk-3-2-1-l')).toBeGreaterThanOrEqual(12000);
    expect(price('musaffo-milk-3-2-1-l')).toBeLessThanOrEqual(14500);
    expect(price('boneless-beef')).toBeGreaterThanOrEqual(110000);
    expect(price('boneless-beef')).toBeLessThanOrEqual(130000);
    expect(price('bananas')).toBeGreaterThanOrEqual(25000);
    expect(price('bananas')).toBeLessThanOrEqual(30000);
  });

  it('is the same on every import (no randomness or clock)', async () => {
    const again = await import('./products/define');
    const { productLines } = await import('./products');
    expect(again.expandLines(productLines)).toEqual(products);
  });
});

describe('texts', () => {
  const texts = localizedTexts();

  it('exist in uz, ru and en and are never empty', () => {
    for (const [where, text] of texts) {
      for (const locale of locales)
        expect(text[locale]?.trim(), `${where} (${locale})`).toBeTruthy();
    }
  });

  it('write Uzbek oʻ and gʻ with U+02BB, never an apostrophe or quote', () => {
    for (const [where, text] of texts) {
      expect(text.uz, where).not.toMatch(/[oOgG]['‘’`ʼ]/);
      expect(text.uz, where).not.toContain("'");
    }
    const uzbek = texts.map(([, text]) => text.uz).join(' ');
    expect(uzbek).toContain('oʻ');
    expect(uzbek).toContain('gʻ');
  });

  it('keep Russian texts in Cyrillic and Uzbek texts in Latin script', () => {
    for (const [where, text] of texts) {
      if (/\p{L}{4,}/u.test(text.ru.replace(/<[^>]+>/g, ''))) {
        expect(text.ru, where).toMatch(/\p{Script=Cyrillic}/u);
      }
      expect(text.uz.replace(/<[^>]+>/g, ''), where).not.toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it('names products differently in each language', () => {
    for (const product of products) {
      expect(product.name.ru, product.slug).not.toBe(product.name.en);
    }
  });
});

describe('content', () => {
  it('gives every blog rich HTML of at least 150 words in every language', () => {
    for (const blog of blogs) {
      for (const locale of locales) {
        const body = blog.body[locale];
        for (const tag of ['<h2>', '<p>', '<strong>', '<em>', '<blockquote>', '<a href="/']) {
          expect(body, `${blog.slug} ${locale} ${tag}`).toContain(tag);
        }
        expect(body, `${blog.slug} ${locale}`).toMatch(/<(ul|ol)>/);
        expect(wordCount(body), `${blog.slug} ${locale}`).toBeGreaterThanOrEqual(150);
        expect(body).toContain(`href="/${locale}/`);
        expect(Number.isNaN(Date.parse(blog.publishedAt))).toBe(false);
        expect(imageKeys.has(blog.image)).toBe(true);
      }
    }
  });

  it('links blog articles only to existing catalogue categories', () => {
    const slugs = new Set(allCategories(categories).map((category) => category.slug));
    for (const blog of blogs) {
      for (const match of blog.body.en.matchAll(/category=([a-z-]+)/g)) {
        expect(slugs.has(match[1] ?? ''), `${blog.slug}: ${match[1]}`).toBe(true);
      }
    }
  });

  it('states the delivery fee, free threshold and regional tariff from the settings', () => {
    const page = pages.find((item) => item.slug === 'delivery');
    // As the storefront prints sums in every language (UZBEKISTAN.md).
    const grouped = (amount: number): string =>
      String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
    const units = { uz: 'soʻm', ru: 'сум', en: 'sum' } as const;
    for (const locale of locales) {
      const unit = `\u00a0${units[locale]}`;
      expect(page?.body[locale]).toContain(grouped(deliverySettings.courierFee) + unit);
      expect(page?.body[locale]).toContain(grouped(deliverySettings.freeDeliveryThreshold) + unit);
      expect(page?.body[locale]).toContain(grouped(deliverySettings.regionalTariff.baseFee) + unit);
    }
    expect(page?.body.en).toContain(deliverySettings.express.provider);
    expect(page?.body.uz).toContain(deliverySettings.express.note.uz);
  });

  it('writes sums in pages, articles and slides as the storefront does, never 15,000 or 15 000', () => {
    const texts = [
      ...[...pages, ...blogs].flatMap((item) => locales.map((locale) => item.body[locale])),
      JSON.stringify(slides),
    ];
    for (const text of texts) {
      // A sum's digit groups joined by a comma or a plain space, e.g. "15,000 sum", "300 000 сум".
      expect(text).not.toMatch(/\d[, ]\d{3}[\s\u00a0]*(soʻm|сум|sum)/u);
    }
  });

  it('numbers the sections of the public offer', () => {
    const offer = pages.find((item) => item.slug === 'public-offer');
    for (const locale of locales) {
      for (let section = 1; section <= 7; section++) {
        expect(offer?.body[locale], `${locale} ${section}`).toContain(`<h2>${section}. `);
      }
    }
  });

  /** The sentences of every page and blog article, in every language. */
  const contentSentences = (): Array<[where: string, sentence: string]> =>
    [...pages, ...blogs].flatMap((item) =>
      locales.flatMap((locale) =>
        item.body[locale]
          .replace(/<[^>]+>/g, ' ')
          .split(/(?<=[.;!?])\s+/)
          .map((sentence): [string, string] => [`${item.slug} ${locale}`, sentence]),
      ),
    );

  it("promises a text message only for the sign-in code and the order's status, the SMS the shop sends", () => {
    for (const [where, sentence] of contentSentences()) {
      if (/\bSMS\b|text (message|you)/i.test(sentence)) {
        expect(sentence, where).toMatch(/kod|код|code|holat|статус|status/i);
      }
    }
  });

  it('tells that a pickup order ready at the store is an SMS, in every language', () => {
    const page = pages.find((item) => item.slug === 'delivery');
    expect(page?.body.uz).toContain('Tayyor boʻlgach, sizga SMS yuboramiz');
    expect(page?.body.ru).toContain('Когда он будет готов, мы пришлём SMS');
    expect(page?.body.en).toContain('When your order is ready, we send you an SMS');
  });

  it('keeps no goods from the regions, since every product can be ordered there', () => {
    const refusals = /joʻnatilmaydi|не отправля|not shipped|not sent/i;
    for (const [where, sentence] of contentSentences()) {
      expect(sentence, where).not.toMatch(refusals);
    }
  });

  it('lists the three stores and support channels on the contacts page', () => {
    const page = pages.find((item) => item.slug === 'contacts');
    for (const store of stores) expect(page?.body.en).toContain(store.phone);
    expect(page?.body.en).toMatch(/t\.me\//);
    expect(page?.body.en).toMatch(/mailto:/);
  });
});

describe('stores, slides and settings', () => {
  it('places stores in Tashkent with E.164 phones and opening hours', () => {
    for (const store of stores) {
      expect(store.phone).toMatch(/^\+998\d{9}$/);
      expect(store.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(store.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(store.latitude).toBeGreaterThan(41.2);
      expect(store.latitude).toBeLessThan(41.42);
      expect(store.longitude).toBeGreaterThan(69.12);
      expect(store.longitude).toBeLessThan(69.42);
    }
  });

  it('has slides for each account type and links without a language prefix', () => {
    expect(slides.some((slide) => slide.userTypes?.join() === 'legal_entity')).toBe(true);
    expect(slides.some((slide) => slide.userTypes?.join() === 'individual')).toBe(true);
    for (const slide of slides) {
      expect(slide.link).toMatch(/^\/(?!uz\/|ru\/|en\/)/);
      expect(imageKeys.has(slide.image)).toBe(true);
    }
  });

  it('has whole-sum delivery settings', () => {
    const { courierFee, freeDeliveryThreshold, regionalTariff, usdRate } = deliverySettings;
    for (const value of [
      courierFee,
      freeDeliveryThreshold,
      usdRate,
      ...Object.values(regionalTariff),
    ]) {
      expect(Number.isInteger(value) && value > 0).toBe(true);
    }
    expect(freeDeliveryThreshold).toBeGreaterThan(courierFee);
  });
});

describe('images', () => {
  const require = createRequire(import.meta.url);
  const artworkDir = dirname(require.resolve('@twemoji/svg/package.json'));

  it('gives categories illustrations that exist', () => {
    for (const category of allCategories(categories)) {
      expect(imageKeys.has(category.image), category.slug).toBe(true);
    }
  });

  it('has installed artwork for every illustration and a hex tile colour', () => {
    for (const image of images) {
      const codes = Array.from(image.emoji).map((char) => (char.codePointAt(0) ?? 0).toString(16));
      const names = [codes.join('-'), codes.filter((code) => code !== 'fe0f').join('-')];
      expect(
        names.some((name) => existsSync(join(artworkDir, `${name}.svg`))),
        image.key,
      ).toBe(true);
      expect(image.background, image.key).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });
});

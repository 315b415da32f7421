import { brands, countries, type Country } from '../brands';
import { hash, slugify, tri, unitRandom, type Tri } from '../text';
import type { SeedBrand, SeedProduct } from '../types';
import { storageNotes } from './storage';

export type Unit = 'g' | 'kg' | 'ml' | 'l' | 'pcs';

/**
 * One size of a packaged product: amount and unit (label built from them) or a label of its own,
 * the price in sums, and the gross weight in grams when it cannot be derived from the amount.
 */
export type Size =
  | readonly [amount: number, unit: Unit, price: number, grams?: number]
  | readonly [label: Tri, price: number, grams: number];

/** A brand making the line, optionally with a price factor against the line's prices. */
export type LineBrand = string | readonly [brand: string, priceFactor: number];

export interface ProductLine {
  /** Stable key of the line; the seed of every generated value. */
  key: string;
  category: string;
  image: string;
  /** First five digits of the MXIK code: the goods group (it follows the customs nomenclature). */
  group: string;
  /** Name in uz, ru, en; `{b}` stands for the brand name. */
  name: Tri;
  /** One or two sentences about the product in uz, ru, en. */
  about: Tri;
  brands: readonly LineBrand[];
  /** Packaged goods: the sizes on sale. */
  sizes?: readonly Size[];
  /** Goods sold by weight: the price of one kilogram and the step in grams. */
  perKg?: number;
  step?: number;
  keywords?: readonly string[];
  /** How well the line sells, 1 (rarely) to 10 (every basket). */
  demand?: number;
  /** Where produce is grown, when not in the brand's country (the shop's label sells imports too). */
  origin?: Country;
}

/** Measurement unit codes of the tax classifier: a piece (packaged goods) and a kilogram. */
export const mxikUnits = { piece: '796', kilogram: '166' } as const;

const unitLabels: Record<Exclude<Unit, 'pcs'>, Tri> = {
  g: ['g', 'г', 'g'],
  kg: ['kg', 'кг', 'kg'],
  ml: ['ml', 'мл', 'ml'],
  l: ['l', 'л', 'L'],
};

/** A count of pieces: '10 dona', '10 шт', '10 pcs' (one is '1 pc'). */
export function pieces(count: number): Tri {
  return [`${count} dona`, `${count} шт`, `${count} ${count === 1 ? 'pc' : 'pcs'}`];
}

/** A count of rolls with the Russian plural: '4 рулона', '12 рулонов'. */
export function rolls(count: number): Tri {
  const lastTwo = count % 100;
  const last = count % 10;
  const russian =
    last === 1 && lastTwo !== 11
      ? 'рулон'
      : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)
        ? 'рулона'
        : 'рулонов';
  return [`${count} rulon`, `${count} ${russian}`, `${count} ${count === 1 ? 'roll' : 'rolls'}`];
}

function formatAmount(amount: number, locale: 0 | 1 | 2): string {
  const text = String(amount);
  return locale === 2 ? text : text.replace('.', ',');
}

function sizeLabel(size: Size): Tri {
  if (typeof size[0] !== 'number') return size[0];
  const [amount, unit] = size as readonly [number, Unit, number, number?];
  if (unit === 'pcs') return pieces(amount);
  const labels = unitLabels[unit];
  return [0, 1, 2].map((locale) => {
    const i = locale as 0 | 1 | 2;
    return `${formatAmount(amount, i)} ${labels[i]}`;
  }) as unknown as Tri;
}

function sizePrice(size: Size): number {
  return typeof size[0] === 'number' ? (size[2] as number) : (size[1] as number);
}

/** Gross weight: the net amount plus packaging, unless the table gives it. */
function sizeGrams(size: Size): number {
  if (typeof size[0] !== 'number') return size[2] as number;
  const [amount, unit, , grams] = size as readonly [number, Unit, number, number?];
  if (grams !== undefined) return grams;
  switch (unit) {
    case 'g':
      return Math.round(amount * 1.04 + 10);
    case 'kg':
      return Math.round(amount * 1000 * 1.02 + 20);
    case 'ml':
      return Math.round(amount * 1.03 + 25);
    case 'l':
      return Math.round(amount * 1000 * 1.03 + 35);
    case 'pcs':
      throw new Error('A size counted in pieces needs its weight');
  }
}

const brandsBySlug = new Map<string, SeedBrand>(brands.map((brand) => [brand.slug, brand]));

const factLabels = {
  brand: ['Brend', 'Бренд', 'Brand'],
  country: ['Ishlab chiqaruvchi mamlakat', 'Страна производства', 'Country of origin'],
  storage: ['Saqlash', 'Хранение', 'Storage'],
  byWeight: ['Sotuv', 'Продажа', 'Sold'],
} as const satisfies Record<string, Tri>;

function byWeightNote(step: number): Tri {
  return [
    `vazn boʻyicha, ${step} g qadam bilan; narx 1 kg uchun`,
    `на вес, шагом ${step} г; цена за 1 кг`,
    `by weight, in steps of ${step} g; price per 1 kg`,
  ];
}

/** The facts list under a product's description: brand, country, storage, how it is sold. */
function facts(line: ProductLine, brand: SeedBrand, locale: 0 | 1 | 2): string {
  const key = (['uz', 'ru', 'en'] as const)[locale];
  const items: Array<[Tri, string]> = [
    [factLabels.brand, brand.name],
    [factLabels.country, line.origin ? countries[line.origin][locale] : brand.country[key]],
  ];
  const storage = storageNotes[line.category];
  if (storage) items.push([factLabels.storage, storage[locale]]);
  if (line.perKg !== undefined)
    items.push([factLabels.byWeight, byWeightNote(line.step ?? 100)[locale]]);
  return `<ul>${items.map(([label, value]) => `<li><strong>${label[locale]}:</strong> ${value}</li>`).join('')}</ul>`;
}

function fill(template: string, brand: string): string {
  return template.replace('{b}', brand).replace(/\s+/g, ' ').trim();
}

/** Whole sums, rounded to a price tag a shop would print (…90 for everyday goods). */
function priceTag(value: number): number {
  if (value < 1000) return Math.max(100, Math.round(value / 50) * 50);
  const hundreds = Math.round(value / 100) * 100;
  return hundreds % 1000 === 0 ? hundreds : hundreds - 10;
}

const firstDay = Date.UTC(2025, 0, 15);
const daySpan = 670;

function createdAt(slug: string): string {
  const day = Math.floor(unitRandom(`${slug}:created`) * daySpan);
  const hour = 4 + Math.floor(unitRandom(`${slug}:hour`) * 12);
  return new Date(firstDay + day * 86_400_000 + hour * 3_600_000).toISOString();
}

function popularity(slug: string, demand: number): number {
  return Math.round(demand * 80 + unitRandom(`${slug}:popularity`) * 200);
}

/** About 5 % are sold out, about 5 % of packaged goods have only 1–3 left. */
function stock(slug: string, soldByWeight: boolean, step: number): number {
  const roll = unitRandom(`${slug}:stock`);
  if (roll < 0.05) return 0;
  if (!soldByWeight && roll < 0.105) return 1 + (hash(slug) % 3);
  const amount = unitRandom(`${slug}:amount`);
  if (soldByWeight) return Math.round((4000 + amount * 76000) / step) * step;
  return 6 + Math.floor(amount * 140);
}

const discounts = [10, 15, 20, 25] as const;

function oldPrice(slug: string, price: number): number | undefined {
  if (unitRandom(`${slug}:discount`) >= 0.16) return undefined;
  const percent = discounts[hash(`${slug}:percent`) % discounts.length] ?? 10;
  return Math.round(price / (1 - percent / 100) / 100) * 100;
}

function mxik(group: string, lineNumber: number, variantNumber: number): string {
  return `${group}${String(lineNumber).padStart(3, '0')}${String(variantNumber).padStart(3, '0')}000000`;
}

/** Expands product lines (line × brand × size) into seed products. */
export function expandLines(lines: readonly ProductLine[]): SeedProduct[] {
  const products: SeedProduct[] = [];
  lines.forEach((line, lineIndex) => {
    const soldByWeight = line.perKg !== undefined;
    const step = line.step ?? 100;
    const lineNumber = 100 + lineIndex;
    let variantNumber = 0;
    for (const lineBrand of line.brands) {
      const [brand, factor] = typeof lineBrand === 'string' ? [lineBrand, 1] : lineBrand;
      const brandInfo = brandsBySlug.get(brand);
      if (brandInfo === undefined)
        throw new Error(`Unknown brand '${brand}' in line '${line.key}'`);
      const baseName = line.name.map((template) =>
        fill(template, brandInfo.name),
      ) as unknown as Tri;
      const description = tri(
        line.about.map(
          (text, i) =>
            `<p>${fill(text, brandInfo.name)}</p>${facts(line, brandInfo, i as 0 | 1 | 2)}`,
        ) as unknown as Tri,
      );
      const common = {
        description,
        category: line.category,
        brand,
        image: line.image,
        ...(line.keywords ? { keywords: [...line.keywords] } : {}),
      };
      if (soldByWeight) {
        variantNumber += 1;
        const slug = slugify(`${baseName[2]}`);
        const price = factor === 1 ? (line.perKg ?? 0) : priceTag((line.perKg ?? 0) * factor);
        const discount = oldPrice(slug, price);
        products.push({
          ...common,
          slug,
          name: tri(baseName),
          price,
          ...(discount ? { oldPrice: discount } : {}),
          stock: stock(slug, true, step),
          weight: 1000,
          mxit: mxik(line.group, lineNumber, variantNumber),
          mxit_unit: mxikUnits.kilogram,
          soldByWeight: true,
          stepGrams: step,
          popularity: popularity(slug, line.demand ?? 5),
          createdAt: createdAt(slug),
        });
        continue;
      }
      const sizes = line.sizes ?? [];
      if (sizes.length === 0)
        throw new Error(`Line '${line.key}' has neither sizes nor a price per kilogram`);
      const variantGroup = sizes.length > 1 ? slugify(`${line.key}-${brand}`) : undefined;
      for (const size of sizes) {
        variantNumber += 1;
        const label = sizeLabel(size);
        const name = baseName.map((text, i) => `${text} ${label[i]}`) as unknown as Tri;
        const slug = slugify(name[2]);
        const price = factor === 1 ? sizePrice(size) : priceTag(sizePrice(size) * factor);
        const discount = oldPrice(slug, price);
        products.push({
          ...common,
          slug,
          name: tri(name),
          price,
          ...(discount ? { oldPrice: discount } : {}),
          stock: stock(slug, false, 1),
          weight: sizeGrams(size),
          mxit: mxik(line.group, lineNumber, variantNumber),
          mxit_unit: mxikUnits.piece,
          soldByWeight: false,
          ...(variantGroup ? { variantGroup, variantLabel: tri(label) } : {}),
          popularity: popularity(slug, line.demand ?? 5),
          createdAt: createdAt(slug),
        });
      }
    }
  });
  return products;
}

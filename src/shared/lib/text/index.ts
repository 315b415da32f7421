/**
 * Search-text normalisation for Uzbek (Latin and Cyrillic script) and Russian.
 *
 * Exports:
 * - `foldApostrophes(text)` — every apostrophe variant shoppers type (' ‘ ’ ` ʼ) becomes ʻ (U+02BB).
 * - `cyrillicToLatin(text)` — Cyrillic Uzbek (and Russian) to Uzbek Latin, CLDR uz_Cyrl-uz_Latn
 *   with a few extra Russian letters (щ, ы); case is kept.
 * - `russianLayoutToLatin(text)` — text typed on a Russian keyboard layout while meaning Latin
 *   letters (`ыге` → `sut`).
 * - `latinToRussianLayout(text)` — the reverse: Latin letters typed while meaning Russian (`vjkjrj` →
 *   `молоко`).
 * - `normalizeSearchText(text)` — the matching key: Unicode NFC, lower case, apostrophes folded,
 *   Cyrillic transliterated to Latin, punctuation dropped, whitespace collapsed. Compare two texts
 *   by comparing their keys.
 * - `searchQueryVariants(query)` — the distinct keys a shopper's query may mean: as typed, and as
 *   if typed on the other keyboard layout (never for Uzbek Cyrillic with ғ қ ў ҳ, which no
 *   Russian layout types, and never a guess that lost the query's letters).
 * - `looseSearchKey(key, spelling)` / `looseQueryKeys(variants, spelling)` — keys with the
 *   spellings of spoken Russian and of neighbouring Uzbek letters folded together.
 *
 * Pure and dependency-free: used by the storefront's search box and by the reference API.
 */

export const APOSTROPHE = '\u02BB';

const apostropheVariants = /['‘’`ʼ\u02BB]/g;

export function foldApostrophes(text: string): string {
  return text.replace(apostropheVariants, APOSTROPHE);
}

const cyrillicLetters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '\u02BC',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: `o${APOSTROPHE}`,
  қ: 'q',
  ғ: `g${APOSTROPHE}`,
  ҳ: 'h',
};

/** After these (and at a word start) Cyrillic е is read "ye". */
const yeAfter = new Set(['а', 'е', 'ё', 'и', 'о', 'у', 'э', 'ю', 'я', 'ў', 'ы', 'ъ', 'ь']);

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{L}/u.test(char);
}

export function cyrillicToLatin(text: string): string {
  let out = '';
  const chars = Array.from(text);
  chars.forEach((char, index) => {
    const lower = char.toLowerCase();
    const previous = chars[index - 1]?.toLowerCase();
    let latin = cyrillicLetters[lower];
    if (latin === undefined) {
      out += char;
      return;
    }
    if (
      lower === 'е' &&
      (!isLetter(previous) || (previous !== undefined && yeAfter.has(previous)))
    ) {
      latin = 'ye';
    }
    if (char !== lower && latin.length > 0) {
      const next = chars[index + 1];
      const wordIsUpper = next !== undefined && isLetter(next) && next === next.toUpperCase();
      latin = wordIsUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
    }
    out += latin;
  });
  return out;
}

/** Russian ЙЦУКЕН keys and the Latin QWERTY keys in the same places. */
const russianKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";

const russianToLatinKey = new Map<string, string>();
const latinToRussianKey = new Map<string, string>();
Array.from(russianKeys).forEach((russian, index) => {
  const latin = latinKeys[index]!;
  russianToLatinKey.set(russian, latin);
  latinToRussianKey.set(latin, russian);
});

function swapKeys(text: string, keys: Map<string, string>): string {
  return Array.from(text)
    .map((char) => {
      const lower = char.toLowerCase();
      const swapped = keys.get(lower);
      if (swapped === undefined) return char;
      return char === lower ? swapped : swapped.toUpperCase();
    })
    .join('');
}

export function russianLayoutToLatin(text: string): string {
  return swapKeys(text, russianToLatinKey);
}

export function latinToRussianLayout(text: string): string {
  return swapKeys(text, latinToRussianKey);
}

export function normalizeSearchText(text: string): string {
  const latin = cyrillicToLatin(foldApostrophes(text.normalize('NFC').toLowerCase()));
  return (
    foldApostrophes(latin)
      .replace(/[^\p{L}\p{N}\u02BB]+/gu, ' ')
      // An apostrophe at a word's edge is a quotation mark, except after o and g at a word's end,
      // where it is part of the letter oʻ or gʻ (yogʻ, ёғ).
      .replace(/(^|\s)\u02BB+|(?<![og])\u02BB+(?=\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const cyrillic = /\p{Script=Cyrillic}/u;
const latinLetter = /[a-z]/i;
/** Letters of Uzbek Cyrillic that a Russian keyboard layout does not have. */
const uzbekOnlyCyrillic = /[ғқўҳ]/iu;

function letterCount(text: string): number {
  return Array.from(text.replace(/[^\p{L}]/gu, '')).length;
}

/** Keys shorter than this are a prefix of nearly every product: a guessed layout must not give one. */
const GUESSED_KEY_MIN_LETTERS = 3;

export function searchQueryVariants(query: string): string[] {
  const asTyped = normalizeSearchText(query);
  const guesses: string[] = [];
  // ғ қ ў ҳ are typed on an Uzbek Cyrillic layout: such a query is Uzbek, not Russian gibberish.
  if (cyrillic.test(query) && !uzbekOnlyCyrillic.test(query)) {
    guesses.push(normalizeSearchText(russianLayoutToLatin(query)));
  }
  if (latinLetter.test(query)) guesses.push(normalizeSearchText(latinToRussianLayout(query)));
  // Keys on a layout that are punctuation on the other (ё → `, ж → ;) vanish when guessing: a
  // guess left shorter than the query and than the minimum would match nearly everything.
  const minLetters = Math.min(GUESSED_KEY_MIN_LETTERS, letterCount(query));
  const plausible = guesses.filter((guess) => letterCount(guess) >= minLetters);
  return [...new Set([asTyped, ...plausible].filter((variant) => variant.length > 0))];
}

/**
 * Spellings shoppers write as they speak, as pairs replaced in order on a normalised key, so that
 * two spellings of one word fold to the same loose key:
 * - Russian as pronounced: ё written е (yo → ye), е after a vowel read plainly (ye → e),
 *   unstressed о written а (o → a), е and и mixed up (i → e).
 * - Uzbek letters typed with their neighbours: ў/у/o (oʻ, u → o), қ/к/q (q → k), ғ/г/g (gʻ → g),
 *   ҳ/х/h (x → h).
 * The reference API applies the same pairs to product texts, so they stay plain data.
 */
export const spokenSpellingFolds = {
  ru: [
    ['yo', 'ye'],
    ['ye', 'e'],
    ['o', 'a'],
    ['i', 'e'],
  ],
  uz: [
    [`o${APOSTROPHE}`, 'o'],
    [`g${APOSTROPHE}`, 'g'],
    ['u', 'o'],
    ['q', 'k'],
    ['x', 'h'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, string]>>;

export type SpokenSpelling = keyof typeof spokenSpellingFolds;

/** Queries shorter than this many letters are only matched as written: "сыр" is not "сир". */
export const LOOSE_MATCH_MIN_LETTERS = 4;

/** The loose key of a normalised key under one language's spoken spelling. */
export function looseSearchKey(key: string, spelling: SpokenSpelling): string {
  return spokenSpellingFolds[spelling].reduce(
    (text, [written, spoken]) => text.replaceAll(written, spoken),
    key,
  );
}

/** The loose keys of a query's variants, or none when the query is too short to guess at. */
export function looseQueryKeys(variants: string[], spelling: SpokenSpelling): string[] {
  const letters = (variants[0] ?? '').replace(/[^\p{L}]/gu, '').length;
  if (letters < LOOSE_MATCH_MIN_LETTERS) return [];
  return [...new Set(variants.map((variant) => looseSearchKey(variant, spelling)))];
}

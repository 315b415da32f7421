import { describe, expect, it } from 'vitest';
import {
  APOSTROPHE,
  cyrillicToLatin,
  foldApostrophes,
  latinToRussianLayout,
  looseQueryKeys,
  looseSearchKey,
  normalizeSearchText,
  russianLayoutToLatin,
  searchQueryVariants,
} from './index';

describe('foldApostrophes', () => {
  it.each(["o'", 'o‘', 'o’', 'o`', 'oʼ', 'oʻ'])('folds %s to the Uzbek turned comma', (typed) => {
    expect(foldApostrophes(typed)).toBe(`o${APOSTROPHE}`);
  });
});

describe('cyrillicToLatin', () => {
  it('transliterates Uzbek letters per CLDR', () => {
    expect(cyrillicToLatin('сут')).toBe('sut');
    expect(cyrillicToLatin('ўрик')).toBe('oʻrik');
    expect(cyrillicToLatin('ғалла')).toBe('gʻalla');
    expect(cyrillicToLatin('қатиқ')).toBe('qatiq');
    expect(cyrillicToLatin('ҳалол')).toBe('halol');
    expect(cyrillicToLatin('чой')).toBe('choy');
    expect(cyrillicToLatin('шакар')).toBe('shakar');
  });

  it('reads е as ye at a word start and after a vowel, e otherwise', () => {
    expect(cyrillicToLatin('ер')).toBe('yer');
    expect(cyrillicToLatin('оила ерли')).toBe('oila yerli');
    expect(cyrillicToLatin('поезд')).toBe('poyezd');
    expect(cyrillicToLatin('келди')).toBe('keldi');
  });

  it('drops the soft sign and keeps capitals', () => {
    expect(cyrillicToLatin('Мойь')).toBe('Moy');
    expect(cyrillicToLatin('Чой')).toBe('Choy');
    expect(cyrillicToLatin('ЧОЙ')).toBe('CHOY');
  });

  it('leaves Latin text and digits alone', () => {
    expect(cyrillicToLatin('Sut 1 l')).toBe('Sut 1 l');
  });
});

describe('keyboard layouts', () => {
  it('recovers Latin words typed on a Russian layout', () => {
    expect(russianLayoutToLatin('ыге')).toBe('sut');
    expect(russianLayoutToLatin('Ыге')).toBe('Sut');
    expect(russianLayoutToLatin('ctvbl')).toBe('ctvbl');
  });

  it('recovers Russian words typed on a Latin layout', () => {
    expect(latinToRussianLayout('vjkjrj')).toBe('молоко');
    expect(latinToRussianLayout('молоко')).toBe('молоко');
  });

  it('round-trips', () => {
    expect(russianLayoutToLatin(latinToRussianLayout('non va sut'))).toBe('non va sut');
  });
});

describe('normalizeSearchText', () => {
  it('folds case, whitespace and punctuation', () => {
    expect(normalizeSearchText('  SUT,   1 L! ')).toBe('sut 1 l');
  });

  it('gives the same key for Latin and Cyrillic Uzbek', () => {
    expect(normalizeSearchText('Oʻrik')).toBe(normalizeSearchText('Ўрик'));
    expect(normalizeSearchText('Gʻalla')).toBe(normalizeSearchText('Ғалла'));
  });

  it('gives the same key for every apostrophe variant', () => {
    const key = normalizeSearchText('Oʻzbekiston');
    for (const typed of [
      "O'zbekiston",
      'O‘zbekiston',
      'O’zbekiston',
      'O`zbekiston',
      'Oʼzbekiston',
    ]) {
      expect(normalizeSearchText(typed)).toBe(key);
    }
  });

  it('transliterates Russian names', () => {
    expect(normalizeSearchText('Молоко')).toBe('moloko');
  });

  it('drops apostrophes left at word edges', () => {
    expect(normalizeSearchText("'sut'")).toBe('sut');
  });

  it('keeps the ʻ of gʻ and oʻ at a word end, as ғ and ў are written in Latin', () => {
    expect(normalizeSearchText('ёғ')).toBe('yogʻ');
    expect(normalizeSearchText('Сариёғ')).toBe('sariyogʻ');
    expect(normalizeSearchText("yog'")).toBe('yogʻ');
    expect(normalizeSearchText("'tog'' asali")).toBe('togʻ asali');
  });
});

describe('searchQueryVariants', () => {
  it('adds the Latin reading of Russian-layout gibberish', () => {
    expect(searchQueryVariants('ыге')).toEqual(['ige', 'sut']);
  });

  it('adds the Russian reading of Latin-layout gibberish', () => {
    expect(searchQueryVariants('vjkjrj')).toEqual(['vjkjrj', 'moloko']);
  });

  it('recovers oʻ typed on a Russian layout', () => {
    expect(searchQueryVariants('щэкшл')).toContain('oʻrik');
  });

  it('returns nothing for a blank query', () => {
    expect(searchQueryVariants('  ,, ')).toEqual([]);
  });

  it.each([
    ['ёғ', 'yogʻ'],
    ['ёқ', 'yoq'],
    ['гўшт', 'goʻsht'],
    ['ўрик', 'oʻrik'],
    ['қовун', 'qovun'],
    ['ҳолва', 'holva'],
    ['ҲОЛВА', 'holva'],
  ])('reads %s, with letters only Uzbek Cyrillic has, as Uzbek only', (typed, key) => {
    expect(searchQueryVariants(typed)).toEqual([key]);
  });

  it('still recovers Russian-layout gibberish without those letters', () => {
    expect(searchQueryVariants('ыге')).toContain('sut');
    expect(searchQueryVariants('ыгеб тщт')).toContain('sut non');
  });

  it.each(['ёл', 'ёлж', 'жёлк', 'nm', 'mmn'])(
    'guesses no layout for %s that keeps fewer than three of its letters',
    (typed) => {
      const [asTyped, ...guesses] = searchQueryVariants(typed);
      expect(asTyped).toBe(normalizeSearchText(typed));
      expect(guesses).toEqual([]);
    },
  );
});

describe('looseSearchKey', () => {
  it.each([
    ['малако', 'молоко'],
    ['смитана', 'сметана'],
    ['чечевеца', 'чечевица'],
    ['тушеная', 'тушёная'],
    ['тапленое', 'топлёное'],
  ])('folds Russian %s as spoken to the key of %s', (typed, written) => {
    expect(looseSearchKey(normalizeSearchText(typed), 'ru')).toBe(
      looseSearchKey(normalizeSearchText(written), 'ru'),
    );
  });

  it.each([
    ['урик', 'ўрик'],
    ['urik', 'oʻrik'],
    ['orik', "o'rik"],
    ['катик', 'қатиқ'],
    ['katik', 'qatiq'],
    ['galla', 'gʻalla'],
    ['гишт', 'ғишт'],
    ['hantal', 'xantal'],
    ['халол', 'ҳалол'],
  ])('folds Uzbek %s typed with neighbouring letters to the key of %s', (typed, written) => {
    expect(looseSearchKey(normalizeSearchText(typed), 'uz')).toBe(
      looseSearchKey(normalizeSearchText(written), 'uz'),
    );
  });

  it('keeps words that differ by more than spoken spelling apart', () => {
    expect(looseSearchKey('sut', 'uz')).not.toBe(looseSearchKey('sir', 'uz'));
    expect(looseSearchKey('moloko', 'ru')).not.toBe(looseSearchKey('muluku', 'ru'));
  });
});

describe('looseQueryKeys', () => {
  it('guesses at no spelling for queries of fewer than four letters', () => {
    expect(looseQueryKeys(['sir'], 'ru')).toEqual([]);
    expect(looseQueryKeys(['urik'], 'uz')).toEqual(['orik']);
  });
});

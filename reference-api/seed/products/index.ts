import type { SeedProduct } from '../types';
import { dairyLines } from './dairy';
import { expandLines, type ProductLine } from './define';
import { bakeryLines, meatLines, produceLines } from './fresh';
import { drinkLines, groceryLines } from './grocery';
import { babyLines, homeLines, householdLines, hygieneLines, petLines } from './nonfood';
import { frozenLines, sweetLines } from './sweets-frozen';

export const productLines: ProductLine[] = [
  ...dairyLines,
  ...bakeryLines,
  ...produceLines,
  ...meatLines,
  ...groceryLines,
  ...drinkLines,
  ...sweetLines,
  ...frozenLines,
  ...householdLines,
  ...hygieneLines,
  ...babyLines,
  ...petLines,
  ...homeLines,
];

export const products: SeedProduct[] = expandLines(productLines);

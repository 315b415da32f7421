/**
 * The contract's enumerations as runtime arrays (for selects, guards and tests). Each one is
 * checked against `openapi/openapi.yaml` by `enums.test.ts`, and typed by the generated schema.
 */
import type {
  CardBrand,
  DeliveryType,
  Locale,
  OrderStatus,
  PaymentStatus,
  PaymentType,
  ProductSort,
  Region,
  UserType,
} from './types';

export const apiLocales = ['uz', 'ru', 'en'] as const satisfies readonly Locale[];
export const userTypes = ['individual', 'legal_entity'] as const satisfies readonly UserType[];
export const productSorts = [
  'popular',
  'price_asc',
  'price_desc',
  'newest',
  'name',
] as const satisfies readonly ProductSort[];
export const deliveryTypes = [
  'pickup',
  'courier',
  'express',
  'regional',
] as const satisfies readonly DeliveryType[];
export const paymentTypes = [
  'card',
  'cash',
  'card_on_receipt',
] as const satisfies readonly PaymentType[];
export const orderStatuses = [
  'awaiting_payment',
  'confirmed',
  'assembling',
  'ready_for_pickup',
  'in_delivery',
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'unpaid',
  'refunded',
] as const satisfies readonly PaymentStatus[];
export const cardBrands = [
  'uzcard',
  'humo',
  'visa',
  'mastercard',
] as const satisfies readonly CardBrand[];
export const regions = [
  'tashkent',
  'tashkent-region',
  'andijan',
  'bukhara',
  'fergana',
  'jizzakh',
  'namangan',
  'navoi',
  'kashkadarya',
  'samarkand',
  'syrdarya',
  'surkhandarya',
  'khorezm',
  'karakalpakstan',
] as const satisfies readonly Region[];

/** Order statuses after which nothing changes any more. */
export const finalOrderStatuses = [
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

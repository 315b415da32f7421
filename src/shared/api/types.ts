/**
 * Names for the contract's schemas, all derived from the generated `schema.d.ts`. Import these
 * instead of reaching into `components['schemas']`.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type Locale = Schemas['Locale'];
export type UserType = Schemas['UserType'];
export type Image = Schemas['Image'];

export type ApiErrorBody = Schemas['Error'];
export type FieldError = Schemas['FieldError'];
export type ConflictLine = Schemas['ConflictLine'];

export type User = Schemas['User'];
export type SendOtpRequest = Schemas['SendOtpRequest'];
export type OtpSent = Schemas['OtpSent'];
export type VerifyOtpRequest = Schemas['VerifyOtpRequest'];
export type AuthSession = Schemas['AuthSession'];
export type ProfileUpdate = Schemas['ProfileUpdate'];

export type CartLine = Schemas['CartLine'];

export type Store = Schemas['Store'];
export type Slide = Schemas['Slide'];
export type DeliverySettings = Schemas['DeliverySettings'];

export type ProductSummary = Schemas['ProductSummary'];
export type Product = Schemas['Product'];
/** The answer of `getProduct` without its envelope: the product and, when asked, related ones. */
export type ProductDetail = Schemas['ProductDetailResponse']['data'];
export type ProductSort = Schemas['ProductSort'];
export type ProductListQuery = Schemas['ProductListQuery'];
export type ProductFacets = Schemas['ProductFacets'];
export type ProductPage = Schemas['ProductPage'];
export type ProductCheckLine = Schemas['ProductCheckLine'];
export type ProductCheckResult = Schemas['ProductCheckResult'];
export type ProductSlug = Schemas['SlugList']['data'][number];
export type Category = Schemas['Category'];
/** The answer of `getHome` without its envelope. */
export type Home = Schemas['HomeResponse']['data'];

export type DeliveryType = Schemas['DeliveryType'];
export type Region = Schemas['Region'];
export type PaymentType = Schemas['PaymentType'];
export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type Substitution = Schemas['Substitution'];
export type OrderStatus = Schemas['OrderStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type OrderLine = Schemas['OrderLine'];
export type Order = Schemas['Order'];
export type OrderSummary = Schemas['OrderSummary'];
export type OrderList = Schemas['OrderList'];

export type CardBrand = Schemas['CardBrand'];
export type CardCreateRequest = Schemas['CardCreateRequest'];
/** The answer of `createCard` without its envelope. */
export type CardVerification = Schemas['CardVerification']['data'];
export type CardConfirmRequest = Schemas['CardConfirmRequest'];
export type Card = Schemas['Card'];
export type SavedAddress = Schemas['SavedAddress'];
export type AddressInput = Schemas['AddressInput'];

export type Brand = Schemas['Brand'];
/** The answer of `getBrand` without its envelope. */
export type BrandDetail = Schemas['BrandDetailResponse']['data'];
export type Blog = Schemas['Blog'];
export type BlogList = Schemas['BlogList'];
export type PageSummary = Schemas['PageSummary'];
export type Page = Schemas['Page'];

import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type DeliveryRegion = Schemas['DeliveryRegion'];
export type DeliveryQuote = Schemas['DeliveryQuote'];
export type DeliveryQuoteRequest = Schemas['DeliveryQuoteRequest'];
export type BlockedLine = Schemas['BlockedLine'];

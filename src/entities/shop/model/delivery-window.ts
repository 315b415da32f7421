import type { components, operations } from '@/shared/api';

type Schemas = components['schemas'];

export type DeliveryWindow = Schemas['DeliveryWindow'];
export type DeliveryWindowList = Schemas['DeliveryWindowList'];
export type DeliveryWindowQuery = NonNullable<
  operations['listDeliveryWindows']['parameters']['query']
>;

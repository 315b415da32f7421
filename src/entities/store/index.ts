export { listStores } from './api/list-stores';
export {
  $stores,
  $storesFailed,
  $storesLoading,
  $storesLocale,
  fetchStoresFx,
  storesRequested,
} from './model/stores';
export type { Location, Store } from '@/shared/api';

export { listStores } from './api/list-stores';
export type { Location, Store } from '@/shared/api';

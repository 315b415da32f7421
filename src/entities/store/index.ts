export { listStores } from './api/list-stores';
export { $stores, $storesLoading, fetchStoresFx, storesRequested } from './model/stores';

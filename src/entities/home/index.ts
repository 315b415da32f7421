export { getHome } from './api/get-home';
export type { Home } from '@/shared/api';

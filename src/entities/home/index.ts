export { getHome } from './api/get-home';
export type { Home, HomeRail } from '@/shared/api';

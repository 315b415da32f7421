export { listSlides } from './api/list-slides';
export type { Slide } from '@/shared/api';

export { listSlides } from './api/list-slides';

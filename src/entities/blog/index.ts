export { getBlog } from './api/get-blog';
export { listBlogs } from './api/list-blogs';
export type { Blog, BlogList } from '@/shared/api';

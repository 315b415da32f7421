export { getBlog, type GetBlogParams } from './api/get-blog';
export { listBlogs, type ListBlogsParams } from './api/list-blogs';
export type { Blog, BlogList, BlogSummary } from '@/shared/api';

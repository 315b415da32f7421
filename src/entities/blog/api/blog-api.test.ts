import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { getBlog } from './get-blog';
import { listBlogs } from './list-blogs';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('blog operations', () => {
  it('listBlogs sends paging and answers a page of articles', async () => {
    const { result, request } = await exchange(contract, 'listBlogs', (client) =>
      listBlogs(client, { page: 1 }),
    );
    expect(request.path).toBe('/api/content/blogs');
    expect(request.url.search).toBe('?page=1');
    expect(result.meta.total).toBe(1);
  });

  it('getBlog answers the article body', async () => {
    const { result, request } = await exchange(contract, 'getBlog', (client) =>
      getBlog(client, { slug: 'choosing-watermelon' }),
    );
    expect(request.path).toBe('/api/content/blogs/choosing-watermelon');
    expect(result.body).toContain('<p>');
  });
});

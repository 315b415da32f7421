// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getBlog, listBlogs } from '@/entities/blog';
import { getPage, listPages } from '@/entities/page';
import { states } from '../states';
import {
  createPact,
  errorBody,
  image,
  isoDateTime,
  langHeader,
  pageMeta,
  storefrontClient,
} from '../support/pact';

const { eachLike, like, string } = MatchersV3;
const pact = createPact();

const blogSummary = {
  slug: string('choosing-apricots'),
  title: string('Oʻrikni qanday tanlash'),
  excerpt: string('Maslahatlar'),
  image,
  published_at: isoDateTime('2026-07-20T08:00:00.000Z'),
};
const pageSummary = {
  slug: string('about'),
  title: string('Biz haqimizda'),
  updated_at: isoDateTime('2026-11-22T09:08:40.062Z'),
};

describe('content', () => {
  it('lists the blog articles', async () => {
    await pact
      .addInteraction()
      .given(states.blogPublished)
      .uponReceiving('a request to list the first page of blog articles')
      .withRequest('GET', '/api/content/blogs', (request) =>
        request.headers(langHeader).query({ page: '1', per_page: '12' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(blogSummary), meta: pageMeta }),
      )
      .executeTest(async (mockServer) => {
        const blogs = await listBlogs(storefrontClient(mockServer), { page: 1, per_page: 12 });
        expect(blogs.data[0]?.slug).toBe('choosing-apricots');
      });
  });

  it('reads a blog article', async () => {
    await pact
      .addInteraction()
      .given(states.blogPublished)
      .uponReceiving('a request to get the blog article choosing-apricots')
      .withRequest('GET', '/api/content/blogs/choosing-apricots', (request) =>
        request.headers(langHeader),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: like({ ...blogSummary, body: string('<p>Rangi.</p>') }) }),
      )
      .executeTest(async (mockServer) => {
        const blog = await getBlog(storefrontClient(mockServer), { slug: 'choosing-apricots' });
        expect(blog.body).toContain('<p>');
      });
  });

  it('learns that a blog article does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.blogPublished)
      .uponReceiving('a request to get a blog article that does not exist')
      .withRequest('GET', '/api/content/blogs/no-such-article', (request) =>
        request.headers(langHeader),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getBlog(storefrontClient(mockServer), { slug: 'no-such-article' }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });

  it('lists the content pages', async () => {
    await pact
      .addInteraction()
      .given(states.pageExists)
      .uponReceiving('a request to list the content pages')
      .withRequest('GET', '/api/content/pages', (request) => request.headers(langHeader))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(pageSummary) }))
      .executeTest(async (mockServer) => {
        const pages = await listPages(storefrontClient(mockServer));
        expect(pages[0]?.slug).toBe('about');
      });
  });

  it('reads a content page', async () => {
    await pact
      .addInteraction()
      .given(states.pageExists)
      .uponReceiving('a request to get the content page about')
      .withRequest('GET', '/api/content/pages/about', (request) => request.headers(langHeader))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: like({ ...pageSummary, body: string('<p>Savat.</p>') }) }),
      )
      .executeTest(async (mockServer) => {
        const page = await getPage(storefrontClient(mockServer), { slug: 'about' });
        expect(page.title).toBe('Biz haqimizda');
      });
  });

  it('learns that a content page does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.pageExists)
      .uponReceiving('a request to get a content page that does not exist')
      .withRequest('GET', '/api/content/pages/no-such-page', (request) =>
        request.headers(langHeader),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getPage(storefrontClient(mockServer), { slug: 'no-such-page' }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});

// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getBrand, listBrands } from '@/entities/brand';
import { listCategories } from '@/entities/category';
import { getHome } from '@/entities/page';
import {
  checkProducts,
  getProduct,
  listProducts,
  listProductSlugs,
  searchProducts,
} from '@/entities/product';
import { states } from '../states';
import {
  catalogueHeaders,
  createPact,
  errorBody,
  image,
  isoDateTime,
  jsonHeaders,
  langHeader,
  pageMeta,
  productSummary,
  storefrontClient,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = createPact();

const category = { id: integer(1), slug: string('dairy'), name: string('Sut mahsulotlari') };
const brand = { slug: string('musaffo'), name: string('Musaffo'), product_count: integer(5) };
const individual = { accountType: 'individual' } as const;

describe('catalogue', () => {
  it('lists the category tree', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to list the categories')
      .withRequest('GET', '/api/resources/categories', (request) =>
        request.headers(catalogueHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ ...category, image, product_count: integer(5) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const categories = await listCategories(storefrontClient(mockServer, individual));
        expect(categories[0]).toMatchObject({ slug: 'dairy', product_count: 5 });
      });
  });

  it('reads the home page for individual shoppers', async () => {
    await pact
      .addInteraction()
      .given(states.homeContent)
      .uponReceiving('a request to get the home page for an individual shopper')
      .withRequest('GET', '/api/resources/home', (request) =>
        request.headers({ ...langHeader, 'X-ACCOUNT-TYPE': 'individual' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            slides: eachLike({
              id: string('fresh-milk'),
              title: string('Yangi sut'),
              link: string('/catalog?category=dairy'),
              image,
            }),
            categories: eachLike(category),
            rails: eachLike({
              id: string('popular'),
              title: string('Ommabop'),
              products: eachLike(productSummary),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const home = await getHome(storefrontClient(mockServer, individual));
        expect(home.rails[0]?.products[0]?.slug).toBe('milk-1l');
        expect(home.slides).not.toHaveLength(0);
      });
  });

  it('lists one page of a category', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to list the products of a category, cheapest first')
      .withRequest('POST', '/api/resources/products', (request) =>
        request
          .headers({ ...catalogueHeaders, ...jsonHeaders })
          .jsonBody({ category: 'milk', sort: 'price_asc', page: 1, per_page: 24 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(productSummary),
          meta: pageMeta,
          facets: like({
            brands: eachLike({
              slug: string('musaffo'),
              name: string('Musaffo'),
              count: integer(4),
            }),
            price: like({ min: integer(8200), max: integer(14500) }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await listProducts(storefrontClient(mockServer, individual), {
          category: 'milk',
          sort: 'price_asc',
          page: 1,
          per_page: 24,
        });
        expect(page.data[0]?.slug).toBe('milk-1l');
        expect(page.meta.page).toBe(1);
      });
  });

  it('lists the deals in stock', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to list the discounted products in stock')
      .withRequest('POST', '/api/resources/products', (request) =>
        request
          .headers({ ...catalogueHeaders, ...jsonHeaders })
          .jsonBody({ in_stock: true, on_sale: true, sort: 'popular', page: 1, per_page: 48 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // A deal is priced below its old price.
          data: eachLike({ ...productSummary, old_price: integer(16500) }),
          meta: pageMeta,
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await listProducts(storefrontClient(mockServer, individual), {
          in_stock: true,
          on_sale: true,
          sort: 'popular',
          page: 1,
          per_page: 48,
        });
        expect(page.data[0]?.old_price).toBeGreaterThan(page.data[0]?.price ?? 0);
      });
  });

  it('searches products', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to search products for "sut"')
      .withRequest('GET', '/api/resources/products/search', (request) =>
        request.headers(catalogueHeaders).query({ q: 'sut', page: '1', per_page: '12' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(productSummary), meta: pageMeta }),
      )
      .executeTest(async (mockServer) => {
        const found = await searchProducts(storefrontClient(mockServer, individual), {
          q: 'sut',
          page: 1,
          per_page: 12,
        });
        expect(found.data[0]?.name).toBe('Sut 3,2% 1 l');
      });
  });

  it('lists every product slug for the sitemap', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to list the product slugs')
      .withRequest('GET', '/api/resources/products/slugs')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            slug: string('milk-1l'),
            updated_at: isoDateTime('2026-01-10T06:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const slugs = await listProductSlugs(storefrontClient(mockServer));
        expect(slugs[0]?.slug).toBe('milk-1l');
      });
  });

  it('reads a product with its related products', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to get the product milk-1l with related products')
      .withRequest('GET', '/api/resources/product/milk-1l', (request) =>
        request.headers(catalogueHeaders).query({ 'resources[]': 'relateds' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            product: like({
              ...productSummary,
              description: string('<p>Yangi sut.</p>'),
              variants: eachLike({
                slug: string('milk-05l'),
                label: string('0,5 l'),
                price: integer(8200),
                in_stock: like(true),
              }),
            }),
            relateds: eachLike(productSummary),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const detail = await getProduct(storefrontClient(mockServer, individual), {
          slug: 'milk-1l',
          relateds: true,
        });
        expect(detail.product.slug).toBe('milk-1l');
        expect(detail.relateds).not.toHaveLength(0);
      });
  });

  it('learns that a product does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to get a product that does not exist')
      .withRequest('GET', '/api/resources/product/no-such-product', (request) =>
        request.headers(catalogueHeaders),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getProduct(storefrontClient(mockServer, individual), { slug: 'no-such-product' }),
        ).rejects.toMatchObject({ status: 404, code: 'not_found' });
      });
  });

  it('checks the price and stock of cart lines', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to check the price and stock of two of milk-1l')
      .withRequest('POST', '/api/resources/check/products', (request) =>
        request
          .headers({ ...catalogueHeaders, ...jsonHeaders })
          .jsonBody({ lines: [{ product_id: 1, quantity: 2 }] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            product_id: integer(1),
            slug: string('milk-1l'),
            name: string('Sut 3,2% 1 l'),
            status: regex('^(ok|reduced|out_of_stock|not_found)$', 'ok'),
            requested_quantity: integer(2),
            available_quantity: integer(2),
            in_stock: like(true),
            price: integer(14500),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const checked = await checkProducts(storefrontClient(mockServer, individual), {
          lines: [{ product_id: 1, quantity: 2 }],
        });
        expect(checked[0]).toMatchObject({ status: 'ok', available_quantity: 2 });
      });
  });

  it('lists the brands', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to list the brands')
      .withRequest('GET', '/api/resources/brands', (request) => request.headers(catalogueHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike({ ...brand, local: like(true) }) }),
      )
      .executeTest(async (mockServer) => {
        const brands = await listBrands(storefrontClient(mockServer, individual));
        expect(brands[0]?.slug).toBe('musaffo');
      });
  });

  it('reads a brand with a page of its products', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to get the brand musaffo')
      .withRequest('GET', '/api/resources/brands/musaffo', (request) =>
        request.headers(catalogueHeaders).query({ page: '1', per_page: '24', sort: 'popular' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            brand: like(brand),
            products: like({ data: eachLike(productSummary), meta: pageMeta }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const detail = await getBrand(storefrontClient(mockServer, individual), {
          slug: 'musaffo',
          page: 1,
          per_page: 24,
          sort: 'popular',
        });
        expect(detail.brand.name).toBe('Musaffo');
        expect(detail.products.data[0]?.slug).toBe('milk-1l');
      });
  });

  it('learns that a brand does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.catalogue)
      .uponReceiving('a request to get a brand that does not exist')
      .withRequest('GET', '/api/resources/brands/no-such-brand', (request) =>
        request.headers(catalogueHeaders),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getBrand(storefrontClient(mockServer, individual), { slug: 'no-such-brand' }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiLimits, isSlug, slugMaxLength } from './limits';
import { contractPath } from './testing/contract';

interface SchemaObject {
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  $ref?: string;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Array<{ $ref?: string; name?: string }> }>>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters: Record<string, { schema: SchemaObject }>;
  };
}

const contract = parse(readFileSync(contractPath, 'utf8')) as Document;
const schemas = contract.components.schemas;
const listQuery = schemas.ProductListQuery?.properties ?? {};

describe('list limits match the contract', () => {
  it('the highest page is the maximum of the Page parameter and of the product list query', () => {
    expect(apiLimits.page).toBe(contract.components.parameters.Page?.schema.maximum);
    expect(apiLimits.page).toBe(listQuery.page?.maximum);
  });

  it('every paged list the pages read takes its page through the Page parameter', () => {
    for (const path of [
      '/api/resources/products/search',
      '/api/resources/brands/{slug}',
      '/api/content/blogs',
    ]) {
      const parameters = contract.paths[path]?.get?.parameters ?? [];
      expect(
        parameters.some((parameter) => parameter.$ref === '#/components/parameters/Page'),
        path,
      ).toBe(true);
    }
  });

  it('the highest price bound is the maximum of Money, which both bounds are', () => {
    expect(apiLimits.money).toBe(schemas.Money?.maximum);
    expect(listQuery.price_min?.$ref).toBe('#/components/schemas/Money');
    expect(listQuery.price_max?.$ref).toBe('#/components/schemas/Money');
  });

  it('the most brands is the maximum of the brand filter', () => {
    expect(apiLimits.brands).toBe(listQuery.brand?.maxItems);
  });

  it('a slug is what the Slug schema takes', () => {
    expect(slugMaxLength).toBe(schemas.Slug?.maxLength);
    const pattern = new RegExp(schemas.Slug?.pattern ?? '');
    for (const text of ['ahmad-tea', 'lactel', 'a1', 'Nestle', 'a--b', '-a', 'a_b', 'sut ', '']) {
      expect(isSlug(text), text).toBe(pattern.test(text) && text.length > 0);
    }
    expect(isSlug('a'.repeat(slugMaxLength))).toBe(true);
    expect(isSlug('a'.repeat(slugMaxLength + 1))).toBe(false);
  });
});

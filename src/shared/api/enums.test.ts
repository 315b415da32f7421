import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { accountTypePaths } from './client';
import * as enums from './enums';
import { contractPath } from './testing/contract';

interface SchemaObject {
  enum?: string[];
}
interface Parameter {
  $ref?: string;
  name?: string;
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  components: { schemas: Record<string, SchemaObject> };
}

const contract = parse(readFileSync(contractPath, 'utf8')) as Document;
const enumOf = (name: string) => contract.components.schemas[name]?.enum;

describe('enumerations match the contract', () => {
  it.each([
    ['apiLocales', 'Locale'],
    ['userTypes', 'UserType'],
    ['productSorts', 'ProductSort'],
    ['deliveryTypes', 'DeliveryType'],
    ['paymentTypes', 'PaymentType'],
    ['orderStatuses', 'OrderStatus'],
    ['paymentStatuses', 'PaymentStatus'],
    ['cardBrands', 'CardBrand'],
    ['regions', 'Region'],
  ] as const)('%s equals components.schemas.%s.enum', (name, schema) => {
    expect([...enums[name]]).toEqual(enumOf(schema));
  });

  it('final order statuses are order statuses', () => {
    for (const status of enums.finalOrderStatuses) expect(enums.orderStatuses).toContain(status);
  });
});

describe('accountTypePaths', () => {
  it('lists exactly the paths whose operations declare X-ACCOUNT-TYPE', () => {
    const declaring = Object.entries(contract.paths)
      .filter(([, operations]) =>
        Object.values(operations).some((operation) =>
          (operation.parameters ?? []).some(
            (parameter) =>
              parameter.$ref === '#/components/parameters/XAccountType' ||
              parameter.name === 'X-ACCOUNT-TYPE',
          ),
        ),
      )
      .map(([path]) => path)
      .sort();
    expect([...accountTypePaths].sort()).toEqual(declaring);
  });
});

import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, messageMetadataRemoval } from './precompiled-messages';

function transform(source: string): string {
  const result = transformSync(source, {
    filename: 'view.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [messageMetadataRemoval],
  });
  return result?.code ?? '';
}

describe('message descriptors in the browser bundle', () => {
  it('keep only the id of messages declared with defineMessages', () => {
    const code = transform(`
      import { defineMessages } from 'react-intl';
      export const messages = defineMessages({
        title: { id: 'cart.title', defaultMessage: 'Cart', description: 'Page heading' },
        lines: {
          id: 'cart.lines',
          defaultMessage: '{count, plural, one {# item} other {# items}}',
          description: 'Number of lines',
        },
      });
    `);
    expect(code).toContain(`id: "cart.title"`);
    expect(code).toContain(`id: "cart.lines"`);
    expect(code).not.toMatch(/defaultMessage|description|Page heading|items/);
  });

  it('keep only the id of a single defineMessage and of FormattedMessage', () => {
    const code = transform(`
      import { defineMessage, FormattedMessage } from 'react-intl';
      export const empty = defineMessage({ id: 'cart.empty', defaultMessage: 'Empty', description: 'x' });
      export const View = () => <FormattedMessage id="cart.more" defaultMessage="More" description="y" />;
    `);
    expect(code).toContain(`id: "cart.empty"`);
    expect(code).toContain(`<FormattedMessage id="cart.more" />`);
    expect(code).not.toMatch(/defaultMessage|description|Empty|More/);
  });

  it('leave other objects with the same keys alone', () => {
    const code = transform(`export const head = { title: 'Savat', description: 'Groceries' };`);
    expect(code).toContain(`description: 'Groceries'`);
  });
});

describe('compiled catalogues', () => {
  it('hold each message as its syntax tree', () => {
    const compiled = JSON.parse(
      compileCatalogue(JSON.stringify({ 'cart.title': 'Savat: {count}' }), 'uz'),
    ) as Record<string, unknown>;
    expect(compiled['cart.title']).toEqual([
      { type: 0, value: 'Savat: ' },
      { type: 1, value: 'count' },
    ]);
  });
});

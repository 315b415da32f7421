import { describe, expect, it } from 'vitest';
import { pageChunkName, pageFolderOfModule, pageOfChunkName, pageOfModule } from './index';

describe('pageOfModule', () => {
  it('names the page folder of a module, in a group or not, and through its segments', () => {
    expect(pageOfModule('src/pages/catalog/view.tsx')).toBe('catalog');
    expect(pageOfModule('src/pages/catalog/filters-panel.tsx')).toBe('catalog');
    expect(pageOfModule('src/pages/business/model/page.ts')).toBe('business');
    expect(pageOfModule('src/pages/business/ui/business-request-form.tsx')).toBe('business');
    expect(pageOfModule('src/pages/personal/checkout-payment/view.tsx')).toBe('checkout-payment');
    expect(pageOfModule('src/pages/personal/wvs-orders/model.ts')).toBe('wvs-orders');
    expect(pageOfModule('src/pages/error/ui/not-found.tsx')).toBe('error');
  });

  it('knows nothing of modules outside the pages', () => {
    expect(pageOfModule('src/features/cart/ui/cart.tsx')).toBeUndefined();
    expect(pageOfModule('_react.js')).toBeUndefined();
    expect(pageOfModule('src/pages/index.ts')).toBeUndefined();
    expect(pageOfModule('pages/catalog/view.tsx', '/p/src/pages/')).toBeUndefined();
    expect(pageOfModule('/p/src/pages/home/view.tsx', '/p/src/pages/')).toBe('home');
  });
});

describe('pageFolderOfModule', () => {
  it('gives the path of the page folder under the pages, with its group', () => {
    expect(pageFolderOfModule('src/pages/catalog/view.tsx')).toBe('catalog');
    expect(pageFolderOfModule('src/pages/personal/account/ui/orders.tsx')).toBe('personal/account');
    expect(pageFolderOfModule('src/pages/index.ts')).toBeUndefined();
    expect(pageFolderOfModule('src/features/cart/ui/cart.tsx')).toBeUndefined();
  });
});

describe('page chunk names', () => {
  it('name a page’s own chunk and read the page back from it', () => {
    expect(pageChunkName('catalog')).toBe('page~catalog');
    expect(pageOfChunkName('page~account-order')).toBe('account-order');
    // The bundler's own names for shared code, however they start, are no page's.
    expect(pageOfChunkName('page-breadcrumbs')).toBeUndefined();
    expect(pageOfChunkName('shared-pages')).toBeUndefined();
    expect(pageOfChunkName(undefined)).toBeUndefined();
  });
});

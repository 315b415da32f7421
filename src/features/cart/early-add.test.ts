// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEarlyAdd } from './early-add';

const bread = {
  product_id: 69,
  name: 'Tashkent Non obi non 1 dona',
  img_url: '/api/media/flatbread-320.webp',
  quantity: 1,
  attributes: {},
  price: 4000,
  slug: 'tashkent-non-obi-non-flatbread-1-pc',
  mxit: '19059131001000000',
  mxit_unit: '796',
  weight: 450,
  currency_name: 'sum',
};

/** The page as the server draws a card's add button, carrying what one press adds. */
function addButton(add: unknown = { line: bread, limit: 3 }) {
  document.body.innerHTML = `<div id="root"><input name="q" value=""><button type="button">Savatga</button></div>`;
  const button = document.querySelector('button')!;
  button.setAttribute('data-cart-add', typeof add === 'string' ? add : JSON.stringify(add));
  return button;
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('"add to cart" pressed before the app starts', () => {
  it('adds the line to the cart kept on the device of a shopper without an account', () => {
    const applied = applyEarlyAdd(addButton(), document);
    expect(storedCart()).toEqual([bread]);
    expect(applied).toEqual({ line: bread, quantity: 1, capped: false });
  });

  it('grows a line the device already keeps, and keeps the other lines in their order', () => {
    const milk = { ...bread, product_id: 7, name: 'Sut', slug: 'milk' };
    localStorage.setItem('cart', JSON.stringify([{ ...bread, quantity: 2 }, milk]));
    expect(applyEarlyAdd(addButton(), document)).toMatchObject({ quantity: 3, capped: false });
    expect(storedCart()).toEqual([{ ...bread, quantity: 3 }, milk]);
  });

  it('stops at the stock, and says the press asked for more', () => {
    localStorage.setItem('cart', JSON.stringify([{ ...bread, quantity: 3 }]));
    expect(applyEarlyAdd(addButton(), document)).toMatchObject({ quantity: 3, capped: true });
    expect(storedCart()).toEqual([{ ...bread, quantity: 3 }]);
  });

  it('leaves the press to the app when the device keeps a session (the cart is the account’s)', () => {
    localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, token: 't' }));
    expect(applyEarlyAdd(addButton(), document)).toBeNull();
    expect(storedCart()).toBeNull();
  });

  it('leaves the press to the app once the shopper has changed a field of the page', () => {
    const button = addButton();
    document.querySelector('input')!.value = '3';
    expect(applyEarlyAdd(button, document)).toBeNull();
    expect(storedCart()).toBeNull();
  });

  it('leaves a button that is not an add, or whose add cannot be read, to the app', () => {
    const plain = addButton();
    plain.removeAttribute('data-cart-add');
    expect(applyEarlyAdd(plain, document)).toBeNull();
    expect(applyEarlyAdd(addButton('{"line":'), document)).toBeNull();
    expect(
      applyEarlyAdd(addButton({ line: { ...bread, product_id: 'x' }, limit: 3 }), document),
    ).toBeNull();
    expect(applyEarlyAdd(addButton({ line: bread }), document)).toBeNull();
    expect(storedCart()).toBeNull();
  });

  it('leaves the press to the app when the device cannot keep the cart', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(applyEarlyAdd(addButton(), document)).toBeNull();
  });
});

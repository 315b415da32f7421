// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { sampleOrder } from '../model/fixtures';
import { OrderDetailsView } from './order-details';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A courier order to Chilonzor of 300 g of bananas, with the intercom the shopper typed. */
const order: Order = {
  ...sampleOrder,
  delivery: {
    type: 'courier',
    region: 'tashkent',
    city: 'Chilonzor',
    address: 'Bunyodkor 12',
    flat: '45',
    intercom: '12K',
    entrance: '2',
    floor: '7',
  },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998902081687' },
  lines: [
    {
      product_id: 214,
      slug: 'bananas',
      name: 'Banan',
      img_url: '/media/products/bananas-160.webp',
      quantity: 300,
      sold_by_weight: true,
      price: 27990,
      line_total: 8397,
      currency_name: 'sum',
    },
  ],
};

function show(locale: Locale, shown: Order = order) {
  const scope = fork({ values: [[$locale, locale]] });
  render(
    <Provider value={scope}>
      <IntlProvider locale={locale} messages={catalogues[locale]} onError={() => undefined}>
        <OrderDetailsView order={shown} />
      </IntlProvider>
    </Provider>,
  );
  return document.body.textContent ?? '';
}

const deliverySection = (locale: Locale) =>
  screen.getByRole('heading', { level: 2, name: catalogues[locale]['account.order.delivery'] })
    .parentElement!;

const NumberFormat = Intl.NumberFormat;
const withoutUzbek = (locales?: string | readonly string[]) =>
  [locales ?? []].flat().filter((locale) => !/^uz\b/i.test(locale));

/** The number formatting of a browser with no Uzbek data (Chromium's): Uzbek falls back. */
class NumberFormatWithoutUzbek extends NumberFormat {
  constructor(locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
    super(withoutUzbek(locales), options);
  }
  static override supportedLocalesOf(
    locales: string | readonly string[],
    options?: Parameters<typeof Intl.NumberFormat.supportedLocalesOf>[1],
  ) {
    return NumberFormat.supportedLocalesOf(withoutUzbek(locales), options);
  }
}

afterEach(() => {
  cleanup();
  Intl.NumberFormat = NumberFormat;
});

describe('order details', () => {
  it('writes a weight with the language’s decimal sign, as checkout does, even in a browser with no Uzbek number data', () => {
    Intl.NumberFormat = NumberFormatWithoutUzbek as typeof Intl.NumberFormat;
    expect(new Intl.NumberFormat('uz').format(0.3)).toBe('0.3');
    expect(show('uz')).toContain('0,3 kg × 27\u202f990\u202fsoʻm');
    cleanup();
    expect(show('en')).toContain('0.3 kg × 27\u202f990\u202fsum');
  });

  it('names the Tashkent district in the page language, as checkout offered it', () => {
    show('ru');
    expect(within(deliverySection('ru')).getByText('Чиланзарский, Bunyodkor 12')).toBeTruthy();
    cleanup();
    // Typed with another apostrophe than the ʻ of the list.
    show('ru', { ...order, delivery: { ...order.delivery, city: "Mirzo Ulug'bek" } });
    expect(within(deliverySection('ru')).getByText(/^Мирзо-Улугбекский, /)).toBeTruthy();
    cleanup();
    // A town outside Tashkent is shown as stored.
    show('ru', {
      ...order,
      delivery: { ...order.delivery, type: 'regional', region: 'samarkand', city: 'Urgut' },
    });
    expect(within(deliverySection('ru')).getByText('Urgut, Bunyodkor 12')).toBeTruthy();
  });

  it.each([
    ['uz', 'xonadon 45, domofon 12K, podyezd 2, qavat 7'],
    ['ru', 'кв. 45, домофон 12K, подъезд 2, этаж 7'],
    ['en', 'flat 45, intercom 12K, entrance 2, floor 7'],
  ] as const)('shows the intercom the shopper typed, labelled, in %s', (locale, details) => {
    show(locale);
    const shown = within(deliverySection(locale)).getByText(details);
    // Each part stays on one line: lines break only after a comma.
    expect(shown.textContent?.split(', ').every((part) => !part.includes(' '))).toBe(true);
  });

  it('shows only the parts of the address that were given', () => {
    show('en', {
      ...order,
      delivery: { ...order.delivery, flat: '', entrance: undefined, floor: undefined },
    });
    expect(within(deliverySection('en')).getByText('intercom 12K')).toBeTruthy();
  });

  it('keeps the receiver’s phone on one line: no space in it can break', () => {
    show('uz');
    const receiver = within(deliverySection('uz')).getByText(/Karimova/).textContent ?? '';
    const phone = /\+998.*$/.exec(receiver)?.[0] ?? '';
    expect(phone.replace(/\u00a0/g, ' ')).toBe('+998 90 208 16 87');
    expect(phone).not.toMatch(/[ \t\n\u2000-\u200b]/);
  });
});

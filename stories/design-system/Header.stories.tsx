import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AccountButton,
  CartButton,
  CurrencySwitcher,
  Header,
  HeaderLogoLink,
  LanguageSwitcher,
  Logo,
  LogoMark,
  SearchBox,
  type SearchSuggestion,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const hrefs = { uz: '/uz/catalog', ru: '/ru/catalog', en: '/en/catalog' };

const suggestions: SearchSuggestion[] = [
  { id: 'milk', label: 'Sut Musaffo 2,5 %, 1 l', hint: 'Sut mahsulotlari' },
  { id: 'kefir', label: 'Kefir Lactel 3,2 %, 0,9 l', hint: 'Sut mahsulotlari' },
];

function HeaderSearch() {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      suggestions={value ? suggestions : []}
      onSuggestionSelect={fn()}
      onSubmit={fn()}
      action="/uz/search"
    />
  );
}

const meta = {
  title: 'Design System/Header',
  tags: ['autodocs'],
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The storefront's top bar: the logo (`HeaderLogoLink`, read as “Savat, home page”), the search, the actions (account, cart), the tools (language and currency switchers) and an optional category navigation that scrolls sideways. While the page scrolls, only the logo, the search and the actions stay on screen: the category navigation (a row after the header) and, on a phone, the tools (a row above the logo) scroll away, so the bar keeps two rows of a phone screen (113 px) instead of the whole header. The page keeps what keyboard focus brings into view below the bar; a switcher with the focus brings its row back.",
          avoid: 'More than once on a page, or inside dialogs.',
          states:
            'Phone, tablet and desktop layouts; signed in; with category navigation; without tools (checkout, where the language is an action beside the logo).',
          longTexts:
            'A long shopper name is cut with an ellipsis. The tools keep to one row, at the bar’s end beside the actions on wider screens. The category navigation scrolls sideways instead of wrapping, so short category names show more of the row; its links are touch targets at least 44 × 44 px, a short name centred in its width.',
        }),
      },
    },
  },
  args: {
    logo: <HeaderLogoLink href="/uz" />,
    search: <HeaderSearch />,
    tools: (
      <>
        <LanguageSwitcher current="uz" hrefs={hrefs} />
        <CurrencySwitcher current="sum" onChange={fn()} />
      </>
    ),
    actions: (
      <>
        <AccountButton signedIn={false} href="/uz/account" />
        <CartButton count={3} href="/uz/cart" />
      </>
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const SignedIn: Story = {
  args: {
    actions: (
      <>
        <AccountButton signedIn name="Aziza" href="/uz/account" />
        <CartButton count={12} href="/uz/cart" />
      </>
    ),
  },
};

export const WithCategoryNavigation: Story = {
  args: {
    navigation: (
      <nav aria-label="Kategoriyalar">
        <ul style={{ display: 'flex', gap: 24, margin: 0, padding: '10px 0', listStyle: 'none' }}>
          {['Sut mahsulotlari', 'Non', 'Mevalar', 'Sabzavotlar', 'Uy-roʻzgʻor'].map((name) => (
            <li key={name} style={{ whiteSpace: 'nowrap' }}>
              <a href="/uz/catalog">{name}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    // Each category link is a touch target, however short its name ("Non").
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Kategoriyalar' });
    for (const link of within(navigation).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Checkout's header: no search, the language an action beside the logo. */
export const WithoutSearch: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    search: undefined,
    tools: undefined,
    actions: <LanguageSwitcher current="uz" hrefs={hrefs} />,
  },
  play: async ({ canvasElement }) => {
    // On a phone the bar is the logo's row alone: no empty row under it, nor a gap above one.
    const bar = within(canvasElement).getByRole('banner').firstElementChild as HTMLElement;
    const style = getComputedStyle(bar);
    const content =
      bar.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const tallest = Math.max(
      ...Array.from(bar.children, (child) => child.getBoundingClientRect().height),
    );
    await expect(Math.abs(content - tallest)).toBeLessThan(1);
  },
};

export const LogoArtwork: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      <Logo />
      <LogoMark />
    </div>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Header {...args} search={undefined} />
      {/* The navigation is a row after the header: the two together. */}
      <div>
        <Header
          logo={args.logo}
          actions={<LanguageSwitcher current="uz" hrefs={hrefs} />}
          navigation={
            <nav aria-label="Kategoriyalar">
              <ul style={{ display: 'flex', gap: 24, margin: 0, padding: 0, listStyle: 'none' }}>
                {['Katalog', 'Non', 'Choy'].map((name) => (
                  <li key={name}>
                    <a href="/uz/catalog">{name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
      </div>
      <Header logo={args.logo} actions={<CartButton count={0} href="/uz/cart" />} />
    </div>
  ),
  parameters: {
    // Several headers on one page only exist on this showcase.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
};

export const SkipToContent: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <>
      <Header {...args} contentId="story-content" />
      <main id="story-content" style={{ padding: 24 }}>
        <p>The page content.</p>
        <a href="/uz/catalog">The first link of the page</a>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    // Shown while it has the focus.
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'The first link of the page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const KeyboardOrderFollowsLayout: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await userEvent.tab();
    await expect(within(banner).getByRole('link', { name: 'Savat, home page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Oʻzbekcha' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '/uz/cart',
    );
  },
};

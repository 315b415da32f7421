import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AccountButton,
  CartButton,
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
            "The storefront's sticky top bar: the logo (`HeaderLogoLink`, read as “Savat, home page”), the search, the actions (language, account, cart) and an optional category navigation that scrolls sideways.",
          avoid: 'More than once on a page, or inside dialogs.',
          states: 'Phone, tablet and desktop layouts; signed in; with category navigation.',
          longTexts:
            'A long shopper name is cut with an ellipsis. Where the actions do not fit beside the logo (a phone, with the language and currency switchers), they wrap into a second row that ends at the same edge as the first. The category navigation scrolls sideways instead of wrapping, so short category names show more of the row; its links are 44 px tall touch targets.',
        }),
      },
    },
  },
  args: {
    logo: <HeaderLogoLink href="/uz" />,
    search: <HeaderSearch />,
    actions: (
      <>
        <LanguageSwitcher current="uz" hrefs={hrefs} />
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
        <LanguageSwitcher current="uz" hrefs={hrefs} />
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
    // Each category link is a touch target, however short its name.
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Kategoriyalar' });
    for (const link of within(navigation).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
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

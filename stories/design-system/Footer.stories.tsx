import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, HeaderLogoLink } from '../../design-system';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

const linkGroups = [
  {
    title: 'Xaridorlarga',
    links: [
      { label: 'Qanday xarid qilish', href: '/uz/how-to-buy' },
      { label: 'Yetkazib berish', href: '/uz/delivery' },
      { label: 'Qaytarish', href: '/uz/return' },
      { label: 'Ommaviy oferta', href: '/uz/public-offer' },
    ],
  },
  {
    title: 'Savat',
    links: [
      { label: 'Biz haqimizda', href: '/uz/about' },
      { label: 'Doʻkonlar', href: '/uz/markets' },
      { label: 'Blog', href: '/uz/blogs' },
      { label: 'Aloqa', href: '/uz/contacts' },
    ],
  },
  {
    title: 'Katalog',
    links: [
      { label: 'Kategoriyalar', href: '/uz/categories' },
      { label: 'Brendlar', href: '/uz/brands' },
      { label: 'Barcha mahsulotlar', href: '/uz/products' },
    ],
  },
];

const storeCard = (name: string, address: string) => (
  <div key={name} style={{ padding: 16, borderRadius: 14, background: 'var(--sv-color-surface)' }}>
    <strong>{name}</strong>
    <p style={{ margin: '4px 0 0' }}>{address}</p>
    <p style={{ margin: '4px 0 0' }}>08:00–23:00</p>
  </div>
);

const meta = {
  title: 'Design System/Footer',
  tags: ['autodocs'],
  component: Footer,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The storefront's footer: groups of links (each a named navigation), optionally the stores, the app install offer and extra content, and the copyright.",
          avoid:
            'For anything the shopper needs during a task: the footer is for finding pages, not for actions.',
          states: 'With and without stores, one or several link groups, phone and desktop layouts.',
          longTexts:
            'Links wrap and break inside long words; group titles should be one or two words (“Xaridorlarga”, “Покупателям”).',
        }),
      },
    },
  },
  args: {
    brand: (
      <>
        <HeaderLogoLink href="/uz" />
        <p style={{ margin: 0, maxWidth: 360 }}>
          Kundalik mahsulotlar onlayn supermarketi: Toshkent va butun Oʻzbekiston boʻylab yetkazib
          berish.
        </p>
      </>
    ),
    install: <StoryTrigger style={{ justifySelf: 'start' }}>Ilovani oʻrnatish</StoryTrigger>,
    linkGroups,
    stores: (
      <>
        {storeCard('Savat Chilonzor', 'Bunyodkor shoh koʻchasi, 12')}
        {storeCard('Savat Yunusobod', 'Amir Temur koʻchasi, 108')}
        {storeCard('Savat Mirzo Ulugʻbek', 'Buyuk Ipak Yoʻli koʻchasi, 45')}
      </>
    ),
    copyright: '© 2026 Savat',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const WithoutStores: Story = { args: { stores: undefined, install: undefined } };

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Footer {...args} />
      <Footer linkGroups={linkGroups.slice(0, 1)} copyright="© 2026 Savat" />
    </div>
  ),
  parameters: {
    // Two footers on one page only exist on this showcase.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
        ],
      },
    },
  },
};

export const GroupsAreNamedNavigations: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const help = within(footer).getByRole('navigation', { name: 'Xaridorlarga' });
    await expect(within(help).getAllByRole('link')).toHaveLength(4);
    await expect(within(help).getByRole('link', { name: 'Qaytarish' })).toHaveAttribute(
      'href',
      '/uz/return',
    );
    const stores = within(footer).getByRole('region', { name: 'Our stores' });
    await expect(stores).toHaveTextContent('Savat Chilonzor');
    await expect(footer).toHaveTextContent('© 2026 Savat');
  },
};

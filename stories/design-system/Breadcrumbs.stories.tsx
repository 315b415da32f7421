import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../../design-system';

const items = [
  { label: 'Bosh sahifa', href: '/uz' },
  { label: 'Katalog', href: '/uz/catalog' },
  { label: 'Sut mahsulotlari', href: '/uz/catalog?category=dairy' },
  { label: 'Sut Musaffo 2,5 %, 1 l' },
];

const meta = {
  title: 'Design System/Breadcrumbs',
  component: Breadcrumbs,
  args: { items },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwoLevels: Story = { args: { items: [items[0]!, { label: 'Savat' }] } };

export const LongText: Story = {
  args: {
    items: [
      ...items.slice(0, 3),
      { label: 'Qishloqxoʻjaligimahsulotlaritayyorlovchilar uyushmasining ekologik toza asali' },
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    items: [
      { label: 'Главная', href: '/ru' },
      { label: 'Каталог', href: '/ru/catalog' },
      { label: 'Молоко Musaffo 2,5 %, 1 л' },
    ],
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs items={items} />
      <Breadcrumbs items={items.slice(0, 2).map(({ label }, i) => (i ? { label } : items[0]!))} />
    </div>
  ),
  parameters: {
    // Two trails on one page only exist on this showcase.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};

export const MarksCurrentPage: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    const current = within(nav).getByText('Sut Musaffo 2,5 %, 1 l');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Bosh sahifa' })).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Katalog' })).toHaveAttribute(
      'href',
      '/uz/catalog',
    );
  },
};

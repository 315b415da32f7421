import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../../design-system';
import { designNotes } from './docs/design-notes';

const items = [
  { label: 'Bosh sahifa', href: '/uz' },
  { label: 'Katalog', href: '/uz/catalog' },
  { label: 'Sut mahsulotlari', href: '/uz/catalog?category=dairy' },
  { label: 'Sut Musaffo 2,5 %, 1 l' },
];

const meta = {
  title: 'Design System/Breadcrumbs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'The trail from the home page to the current page; the last item is the current page (marked with `aria-current`) and is not a link. Used on catalogue, product, brand and blog pages.',
          avoid: 'On the home page, in checkout, or as tabs between sibling pages.',
          states:
            'Two levels and more; each item has a `label` and, except the last, an `href`; `renderLink` lets the router render the links.',
          longTexts:
            'Items wrap onto the next line and break inside very long words instead of being cut: a long Russian product name as the last item (“Молоко ультрапастеризованное…”) takes two lines on a phone. Keep labels as the page titles are, without extra words.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryTile } from '../../design-system';
import { artwork } from './support/artwork';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/CategoryTile',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A link to a category with its picture, name and product count; one link per tile, read as name and count.',
          avoid:
            'For filters inside the catalogue (use the filter controls), or for brands without a picture.',
          states:
            'With picture and count, without count, without picture (a plain tile), loaded eagerly for the first row (`eager`).',
          longTexts:
            'Names wrap and break inside long words (“Qishloq xoʻjaligi mahsulotlari”, “Бытовая химия и хозяйственные товары”); keep them as the catalogue names them, without marketing words.',
        }),
      },
    },
  },
  component: CategoryTile,
  args: {
    name: 'Sut mahsulotlari',
    href: '/uz/catalog?category=dairy',
    image: { src: artwork.milk, width: 160, height: 160 },
    count: 128,
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <CategoryTile {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutCount: Story = { args: { count: undefined } };

export const WithoutImage: Story = { args: { image: undefined } };

export const LongName: Story = {
  args: { name: 'Qishloqxoʻjaligimahsulotlari va uy-roʻzgʻor buyumlari', count: 1 },
};

/**
 * As wide as a tile on a 390 px phone (two to a row): no word of a category's name is split over
 * two lines, in Uzbek or Russian.
 */
export const WordsStayWholeOnAPhone: Story = {
  globals: { locale: 'uz' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 171px)', gap: 16 }}>
      <CategoryTile {...args} name="Sut mahsulotlari va tuxum" />
      <CategoryTile {...args} name="Кондитерские изделия и шоколад" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const link of canvasElement.querySelectorAll('a')) {
      const nameNode = [...link.querySelectorAll('span, p, div')].find((node) =>
        /mahsulotlari|Кондитерские/.test(node.textContent ?? ''),
      );
      const textNode = [...(nameNode?.childNodes ?? [])].find((node) => node.nodeType === 3);
      await expect(textNode).toBeDefined();
      const words = textNode!.textContent ?? '';
      let start = 0;
      for (const word of words.split(' ')) {
        const range = document.createRange();
        range.setStart(textNode!, start);
        range.setEnd(textNode!, start + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        await expect(lines.size, `“${word}” is on one line`).toBe(1);
        start += word.length + 1;
      }
    }
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { name: 'Молочные продукты', count: 22 },
};

const categories = [
  { name: 'Sut mahsulotlari', image: artwork.milk, count: 128 },
  { name: 'Non', image: artwork.bread, count: 42 },
  { name: 'Mevalar', image: artwork.apple, count: 86 },
  { name: 'Sabzavotlar', image: artwork.broccoli, count: 74 },
  { name: 'Pishloqlar', image: artwork.cheese, count: 31 },
  { name: 'Gigiyena', image: artwork.lotion, count: 205 },
];

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {categories.map((category) => (
        <li key={category.name}>
          <CategoryTile
            name={category.name}
            href={`/uz/catalog?category=${category.count}`}
            image={{ src: category.image, width: 160, height: 160 }}
            count={category.count}
          />
        </li>
      ))}
    </ul>
  ),
};

export const IsOneLinkWithCount: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Sut mahsulotlari 128 products');
    await expect(link).toHaveAttribute('href', '/uz/catalog?category=dairy');
    const image = link.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '160');
  },
};

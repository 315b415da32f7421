import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProductGallery } from '../../design-system';
import { images } from './commerce-fixtures';
import { designNotes } from './docs/design-notes';

const gallery = [
  { ...images.apple, alt: 'Olma “Golden”, bitta meva' },
  { ...images.banana, alt: 'Olma “Golden”, qadoqda' },
  { ...images.tomato, alt: 'Olma “Golden”, kesilgan' },
  { ...images.watermelon, alt: 'Olma “Golden”, savatda' },
];

const meta = {
  title: 'Design System/ProductGallery',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The product page's large image with thumbnails; thumbnails are tabs (arrows, Home, End) and show the image at once; the large image can open the `ImageViewer`.",
          avoid: 'For lists of products or for a single decorative image.',
          states: 'Several images, one image (no thumbnails), without viewer, a selected image.',
          longTexts:
            "Alternative texts per image in the shopper's language; the product name labels the gallery.",
        }),
      },
    },
  },
  component: ProductGallery,
  args: { name: 'Olma “Golden”', images: gallery, onOpenViewer: fn(), onSelectedIndexChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ProductGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleImage: Story = {
  args: { images: gallery.slice(0, 1) },
};

export const WithoutViewer: Story = {
  args: { onOpenViewer: undefined },
};

export const SecondImageSelected: Story = {
  args: { defaultSelectedIndex: 1 },
};

export const MovesThroughThumbnailsWithKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Open image 1 of 4 full screen' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('tabpanel')).toContainElement(
      canvas.getByRole('img', { name: 'Olma “Golden”, qadoqda' }),
    );
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const OpensTheViewerAtTheSelectedImage: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Image 3 of 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open image 3 of 4 full screen' }));
    await expect(args.onOpenViewer).toHaveBeenCalledWith(2);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      <ProductGallery {...args} />
      <ProductGallery {...args} images={gallery.slice(0, 1)} />
      <ProductGallery {...args} onOpenViewer={undefined} defaultSelectedIndex={2} />
    </div>
  ),
};

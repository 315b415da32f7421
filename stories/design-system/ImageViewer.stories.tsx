import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageViewer, type ImageViewerProps } from '../../design-system';
import { artwork } from './support/artwork';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

const images = [
  { src: artwork.apple, alt: 'Olma, old tomondan', width: 512, height: 512 },
  { src: artwork.banana, alt: 'Banan, bir dasta', width: 512, height: 512 },
  { src: artwork.watermelon, alt: 'Tarvuz, kesilgan', width: 512, height: 512 },
];

function ViewerDemo({ open: initiallyOpen, onOpenChange, ...props }: ImageViewerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <StoryTrigger onClick={() => setOpen(true)}>Rasmlarni koʻrish</StoryTrigger>
      <ImageViewer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/ImageViewer',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A full-screen viewer for product pictures in a modal dialog: zoom with +/−, the buttons, the wheel, a pinch or a double tap (from 10% to 300% in steps of 12%); switch images with the arrow keys, the buttons or a swipe; Escape closes.',
          avoid: 'For a single small picture that needs no zoom, or for anything but images.',
          states: 'Open with several images, one image (no switching), long title.',
          longTexts:
            "The title is the product name and wraps; each image needs its own alternative text in the shopper's language.",
        }),
      },
      // Opens over the page: each story gets its own frame on the docs page.
      story: { inline: false, iframeHeight: 560 },
    },
  },
  component: ImageViewer,
  args: {
    open: false,
    onOpenChange: fn(),
    onIndexChange: fn(),
    title: 'Mevalar toʻplami «Bogʻdan»',
    images,
    initialIndex: 0,
  },
  render: (args) => <ViewerDemo {...args} />,
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  tags: ['visual'],
  args: { open: true },
  parameters: { visual: 'screen' },
};

export const SingleImage: Story = { args: { open: true, images: images.slice(0, 1) } };

export const LongTitle: Story = {
  args: {
    open: true,
    title: 'Qishloqxoʻjaligimahsulotlari toʻplami: olma, banan, tarvuz va boshqa mevalar',
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ViewerDemo {...args} />
      <ViewerDemo {...args} images={images.slice(0, 1)} />
    </div>
  ),
};

async function openViewer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rasmlarni koʻrish' }));
  return within(document.body).findByRole('dialog', { name: 'Mevalar toʻplami «Bogʻdan»' });
}

export const ZoomStaysWithinLimits: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    const zoom = within(viewer).getByRole('status', { name: 'Zoom' });
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.keyboard('+');
    await expect(zoom).toHaveTextContent('112%');
    // 17 presses reach the maximum of 3 (300%); the rest must not pass it.
    for (let press = 0; press < 25; press += 1) await userEvent.keyboard('+');
    await expect(zoom).toHaveTextContent('300%');
    await expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (let press = 0; press < 40; press += 1) await userEvent.keyboard('-');
    await expect(zoom).toHaveTextContent('10%');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    await expect(zoom).toHaveTextContent('10%');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    await expect(zoom).toHaveTextContent('22%');
  },
};

export const SwitchesImagesWithArrowKeys: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const viewer = await openViewer(canvasElement);
    await expect(within(viewer).getByRole('img')).toHaveAccessibleName('Olma, old tomondan');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();
    await expect(within(viewer).getByRole('img')).toHaveAccessibleName('Banan, bir dasta');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    await expect(within(viewer).getByText('Image 1 of 3')).toBeInTheDocument();
  },
};

export const SwitchingImagesResetsZoom: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const viewer = await openViewer(canvasElement);
    await userEvent.keyboard('++');
    const zoom = within(viewer).getByRole('status', { name: 'Zoom' });
    await expect(zoom).toHaveTextContent('124%');
    await userEvent.keyboard('{ArrowRight}');
    await expect(zoom).toHaveTextContent('100%');
  },
};

export const ClosesOnEscape: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rasmlarni koʻrish' });
    const viewer = await openViewer(canvasElement);
    await expect(viewer).toHaveAccessibleDescription(/arrow keys/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

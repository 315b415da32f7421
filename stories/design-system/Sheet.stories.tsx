import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sheet, sheetSides, type SheetProps } from '../../design-system';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

function SheetDemo({ open: initiallyOpen, onOpenChange, ...props }: SheetProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <StoryTrigger onClick={() => setOpen(true)}>Filtrlar</StoryTrigger>
      <Sheet
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

const filters = (
  <fieldset style={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 'none' }}>
    <legend style={{ fontWeight: 600, marginBottom: 8 }}>Brend</legend>
    {['Nestlé', 'Musaffo', 'Lactel', 'Bonduelle'].map((brand) => (
      <label key={brand} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <input type="checkbox" name="brand" value={brand} /> {brand}
      </label>
    ))}
  </fieldset>
);

const meta = {
  title: 'Design System/Sheet',
  tags: ['autodocs'],
  component: Sheet,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Filtrlar',
    side: 'bottom',
    children: filters,
    footer: <StoryTrigger style={{ width: '100%' }}>24 ta mahsulotni koʻrsatish</StoryTrigger>,
  },
  argTypes: { side: { control: 'inline-radio', options: sheetSides } },
  render: (args) => <SheetDemo {...args} />,
  parameters: {
    viewport: { defaultViewport: 'mobile' },
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A modal panel that slides in from the left, right or bottom edge: filters on phones, the mini cart, the category drawer. Focus is trapped; Escape and the close button close it; optional footer for the actions. Its code is fetched the first time it opens.',
          avoid:
            'For short questions (use `Dialog`) or for content that should stay visible next to the page.',
          states: 'Each side, with footer, with a hidden title.',
          longTexts:
            'The title wraps; the body scrolls inside the panel. Keep footer buttons to one primary action.',
        }),
      },
      // Opens over the page: each story gets its own frame on the docs page.
      story: { inline: false, iframeHeight: 560 },
    },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MobileFilters: Story = {
  tags: ['visual'],
  args: { open: true, side: 'bottom' },
  parameters: { visual: 'screen' },
};

export const MiniCart: Story = {
  args: {
    open: true,
    side: 'right',
    title: 'Savat',
    description: '3 ta mahsulot',
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 }}>
        <li>Sut Musaffo 2,5 %, 1 l × 2</li>
        <li>Non «Bugdoy», 500 g × 1</li>
        <li>Olma Semerenko, 1 kg × 1</li>
      </ul>
    ),
    footer: <StoryTrigger style={{ width: '100%' }}>Rasmiylashtirish</StoryTrigger>,
  },
};

export const NavigationDrawer: Story = {
  args: {
    open: true,
    side: 'left',
    title: 'Kategoriyalar',
    footer: undefined,
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
        {['Sut mahsulotlari', 'Non va pishiriqlar', 'Meva va sabzavotlar', 'Uy-roʻzgʻor'].map(
          (name) => (
            <li key={name}>
              <a href="/uz/catalog" style={{ display: 'block', padding: '10px 0' }}>
                {name}
              </a>
            </li>
          ),
        )}
      </ul>
    ),
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {sheetSides.map((side) => (
        <SidedSheet key={side} {...args} side={side} title={side} />
      ))}
    </div>
  ),
};

function SidedSheet(props: SheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StoryTrigger onClick={() => setOpen(true)}>{props.side}</StoryTrigger>
      <Sheet {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const TrapsFocusAndClosesOnEscape: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtrlar' });
    await userEvent.click(trigger);
    const page = within(document.body);
    const sheet = await page.findByRole('dialog', { name: 'Filtrlar' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // close button, four checkboxes, the footer button — and round again.
    for (let press = 0; press < 8; press += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  globals: { locale: 'en' },
  args: { side: 'right' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtrlar' });
    await userEvent.click(trigger);
    const sheet = await within(document.body).findByRole('dialog', { name: 'Filtrlar' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Popover, popoverAligns, popoverSides } from '../../design-system';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Popover',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Non-modal content anchored to its trigger, e.g. “about delivery”: Escape or a click outside closes it; optional heading, or a `label` when there is no heading. Sides top, right, bottom, left; alignment start, center, end.',
          avoid:
            'For content that needs an answer (use `Dialog`), for menus (use `DropdownMenu`), or for anything essential (it is easy to miss).',
          states: 'Closed, open, without heading, long text.',
          longTexts:
            "Content wraps inside the popover's maximum width; keep it to a few sentences.",
        }),
      },
      // Opens over the page: each story gets its own frame on the docs page.
      story: { inline: false, iframeHeight: 560 },
    },
  },
  component: Popover,
  args: {
    trigger: <StoryTrigger>Yetkazib berish narxi</StoryTrigger>,
    heading: 'Kuryer orqali yetkazib berish',
    children: (
      <p style={{ margin: 0 }}>
        Toshkent boʻylab 150 000 soʻmdan ortiq buyurtmalar bepul yetkaziladi.
      </p>
    ),
    side: 'bottom',
    align: 'start',
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  parameters: { visual: 'screen' },
};

export const WithoutHeading: Story = {
  args: { defaultOpen: true, heading: undefined, label: 'Yetkazib berish haqida' },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    heading: 'Qishloqxoʻjaligimahsulotlari yetkazib berish shartlari',
    children: <p style={{ margin: 0 }}>Достопримечательностиузбекистана va boshqa uzun soʻzlar.</p>,
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {popoverSides.map((side) => (
        <Popover key={side} {...args} side={side} trigger={<StoryTrigger>{side}</StoryTrigger>} />
      ))}
    </div>
  ),
};

export const OpensWithKeyboardAndClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Yetkazib berish narxi' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await within(document.body).findByRole('dialog', {
      name: 'Kuryer orqali yetkazib berish',
    });
    await expect(popover).toHaveTextContent('150 000');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '../../design-system';
import { designNotes } from './docs/design-notes';

const items = [
  {
    id: 'description',
    label: 'Tavsif',
    content: <p>Tabiiy sigir suti, pasterizatsiyalangan. Yogʻliligi 2,5 %.</p>,
  },
  {
    id: 'composition',
    label: 'Tarkibi',
    content: <p>Normallashtirilgan sut. Qoʻshimchalarsiz.</p>,
  },
  {
    id: 'storage',
    label: 'Saqlash shartlari',
    content: <p>+2 °C dan +6 °C gacha haroratda 10 kun saqlanadi.</p>,
  },
];

const meta = {
  title: 'Design System/Tabs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Tabs between views of the same thing (description, composition, reviews): Left and Right move and select, Home and End jump to the ends, Tab moves into the panel. Hidden panels stay in the page for search engines.',
          avoid: 'For navigation between pages (use links) or for steps (use `Stepper`).',
          states: 'First tab selected, another selected, controlled or not.',
          longTexts:
            'The tab row scrolls sideways when the labels do not fit; labels should be one or two words (“Tarkibi”, “Состав”).',
        }),
      },
    },
  },
  component: Tabs,
  args: { label: 'Mahsulot haqida', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'composition' } };

export const LongLabels: Story = {
  args: {
    items: [
      ...items,
      {
        id: 'long',
        label: 'Достопримечательностиузбекистана',
        content: <p>Uzun sarlavhali yorliqlar gorizontal aylantiriladi.</p>,
      },
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {items.map((item) => (
        <Tabs key={item.id} {...args} defaultValue={item.id} />
      ))}
    </div>
  ),
};

export const ArrowKeysMoveAndSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Mahsulot haqida' });
    const [first, second, third] = within(tablist).getAllByRole('tab');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Tarkibi');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('composition');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('+2 °C');
  },
};

export const TabMovesIntoPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ClickSelects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Saqlash shartlari' }));
    await expect(canvas.getByRole('tab', { name: 'Saqlash shartlari' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  },
};

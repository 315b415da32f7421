import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from '../../design-system';
import { designNotes } from './docs/design-notes';

const steps = [
  { id: 'delivery', label: 'Yetkazib berish' },
  { id: 'address', label: 'Manzil' },
  { id: 'payment', label: 'Toʻlov' },
  { id: 'confirmation', label: 'Tasdiqlash' },
];

const meta = {
  title: 'Design System/Stepper',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Checkout progress as an ordered list: complete steps show a tick and are read as completed, the current one is marked (`aria-current="step"`).',
          avoid: "For page links (use `Pagination`) or for an order's status (use `OrderStatus`).",
          states: 'First step, a middle step, last step.',
          longTexts:
            'Step names wrap and break inside long words, hyphenated where the browser knows the language; keep them to one word where possible (“Yetkazish”, “Доставка”).',
        }),
      },
    },
  },
  component: Stepper,
  args: { steps, current: 1 },
  argTypes: { current: { control: { type: 'range', min: 0, max: steps.length - 1 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstStep: Story = { args: { current: 0 } };

export const LastStep: Story = { args: { current: 3 } };

export const LongText: Story = {
  args: {
    steps: [
      { id: 'delivery', label: 'Yetkazibberishusulinitanlash' },
      { id: 'receiver', label: 'Получательзаказаиконтакты' },
      { id: 'payment', label: 'Toʻlov' },
    ],
    current: 1,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {steps.map((step, index) => (
        <Stepper key={step.id} {...args} label={`${index + 1}`} current={index} />
      ))}
    </div>
  ),
};

export const AnnouncesProgress: Story = {
  globals: { locale: 'en' },
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Progress' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Yetkazib berish (completed)');
    await expect(items[1]).toHaveTextContent('Manzil (completed)');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveTextContent('completed');
    await expect(items[3]).not.toHaveAttribute('aria-current');
  },
};

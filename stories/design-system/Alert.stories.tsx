import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, alertTones, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Alert',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A message inside the page about something the shopper should know or fix: changed quantities in the cart, a failed payment, a delivery note. Tones: `info`, `positive`, `caution`, `critical`; an optional `title`, body and `action` (e.g. a Button).',
          avoid:
            "For a short confirmation of an action that just happened, use `Toast`. For a field's own error, use the field's `error` prop. Do not stack several alerts: merge them into one.",
          states:
            'Each tone, with or without title, with an action. `live` makes it a live region: `critical` interrupts the screen reader (role alert), the other tones wait (role status). Use `live` only for alerts that appear after the page loaded.',
          longTexts:
            'Text wraps and breaks inside very long words; keep the title to one idea (“Toʻlov oʻtmadi”, “Оплата не прошла”) and put detail in the body. Russian is usually the longest of the three languages: check the `LongText` story.',
        }),
      },
    },
  },
  component: Alert,
  args: {
    tone: 'caution',
    title: 'Baʼzi mahsulotlar miqdori oʻzgardi',
    children: 'Omborda qolgan miqdorga moslashtirildi: “Sut 1 l” — 2 dona.',
  },
  argTypes: { tone: { control: 'select', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Toʻlov oʻtmadi',
    children: 'Karta rad etildi. Boshqa kartani tanlang yoki yetkazib berishda toʻlang.',
    action: <a href="#cards">Kartani almashtirish</a>,
  },
};

export const WithoutTitle: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Yetkazib berish Toshkent boʻylab 2 soat ichida.',
  },
};

export const LongText: Story = {
  args: {
    tone: 'positive',
    title: 'Заказ №100245 успешно оформлен',
    children:
      'Доставкаприбудетвтечениедвухчасов — мы позвоним курьером перед приездом по указанному номеру.',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Alert {...args} />
    </div>
  ),
};

export const CriticalLiveAlertInterrupts: Story = {
  args: { tone: 'critical', live: true, title: 'Payment failed', children: 'Try another card.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
  },
};

export const PoliteLiveStatusWaits: Story = {
  args: { tone: 'positive', live: true, title: 'Address saved', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Address saved');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="md">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone}`} />
      ))}
    </Stack>
  ),
};

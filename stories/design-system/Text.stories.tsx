import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Stack, Text, textSizes, textTones, textWeights } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Text',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Body text: sizes xs to lg, tones neutral, muted, brand, critical, inherit, weights regular to bold, alignment, tabular numbers for amounts in columns, and `maxLines` to clamp.',
          avoid:
            'For headings (use `Heading`) or for labels of controls (the fields have their own).',
          states: 'Each size, tone and weight, clamped to a number of lines.',
          longTexts:
            'Text breaks inside very long words; clamp only where the full text is available elsewhere (a link or a details page), since clamped text is cut for sighted shoppers.',
        }),
      },
    },
  },
  component: Text,
  args: {
    children: 'Buyurtmangizni bugun soat 18:00 gacha yetkazib beramiz.',
    size: 'md',
    tone: 'neutral',
    weight: 'regular',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

export const Critical: Story = { args: { tone: 'critical', children: 'Payment was declined' } };

export const ClampedToTwoLines: Story = {
  args: {
    maxLines: 2,
    children:
      'Сметана «Простоквашино» 20% жирности, 315 граммов, в пластиковом стаканчике с крышкой, хранить при температуре от +2 до +6 градусов',
  },
  render: (args) => (
    <Box style={{ maxWidth: 240 }}>
      <Text {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Простоквашино/);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const LongRussianWords: Story = {
  args: {
    children: 'Высококачественныйнатуральныйподсолнечныйрафинированныйдезодорированный',
  },
  render: (args) => (
    <Box style={{ maxWidth: 200 }} background="surface" padding="sm">
      <Text {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Высококачественный/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="xl">
      <Stack space="xs">
        {textSizes.map((size) => (
          <Text key={size} size={size}>
            {size}: Oʻzbekiston boʻylab yetkazib berish
          </Text>
        ))}
      </Stack>
      <Stack space="xs">
        {textTones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone}: Доставка по всему Узбекистану
          </Text>
        ))}
      </Stack>
      <Stack space="xs">
        {textWeights.map((weight) => (
          <Text key={weight} weight={weight}>
            {weight}: Delivery across Uzbekistan
          </Text>
        ))}
      </Stack>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeSizes, badgeTones, BoltIcon, Inline, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Badge',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A compact, non-interactive status on a product or order: a discount (“−25%”), “Yangi”, “Faqat 3 qoldi”. Tones: neutral, brand, accent, positive, caution, critical, info; sizes small and medium; optional icon.',
          avoid:
            'Not for clickable filters or topics (use `Tag` or a `Button`), and not for counts on icons (the cart count is part of `CartButton`).',
          states: 'Every tone in both sizes, with and without an icon.',
          longTexts:
            'A badge stays on one line and is cut with an ellipsis when it does not fit: write one or two words. “Tugab bormoqda” and “Заканчивается” fit a card; whole sentences do not.',
        }),
      },
    },
  },
  component: Badge,
  args: { children: '−20%', tone: 'accent', size: 'medium' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: { tone: 'brand', children: 'Express', icon: <BoltIcon size="xs" /> },
};

export const LongText: Story = {
  args: { tone: 'neutral', children: 'Qoraqalpogʻistonga yetkazib berilmaydi' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Badge {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="md">
      {badgeSizes.map((size) => (
        <Inline key={size} space="sm">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

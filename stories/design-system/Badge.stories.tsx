import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeSizes, badgeTones, BoltIcon, Inline, Stack } from '../../design-system';

const meta = {
  title: 'Design System/Badge',
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

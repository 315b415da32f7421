import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Tag, TagIcon, tagTones } from '../../design-system';

const meta = {
  title: 'Design System/Tag',
  component: Tag,
  args: { children: 'Halol', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: tagTones } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: { tone: 'brand', children: 'Mahalliy mahsulot', icon: <TagIcon size="sm" /> },
};

export const LongText: Story = {
  args: { children: 'Высокоэнергетическийзлаковыйбатончик без сахара' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <Tag {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <Inline space="sm">
      {tagTones.map((tone) => (
        <Tag key={tone} tone={tone}>
          {tone}
        </Tag>
      ))}
    </Inline>
  ),
};

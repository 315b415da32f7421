import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Tag, TagIcon, tagTones } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Tag',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A quiet label for attributes and topics (“Halol”, “Glutensiz”), calmer than a Badge; tones neutral, brand, accent, info; optional icon.',
          avoid:
            'For statuses that need attention (use `Badge`) or for filters the shopper can toggle (use a control).',
          states: 'Each tone, with an icon.',
          longTexts: 'Tags wrap and break inside long words; keep them to one or two words.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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

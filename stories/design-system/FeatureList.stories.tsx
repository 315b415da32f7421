import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CardIcon,
  FeatureList,
  featureListHeadingLevels,
  PackageIcon,
  TruckIcon,
  UserIcon,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const features = [
  {
    id: 'invoices',
    icon: CardIcon,
    title: 'Hisob-faktura va pul oʻtkazmasi',
    text: 'Shartnoma asosida ishlaymiz, har bir yetkazib berishga elektron hisob-faktura.',
  },
  {
    id: 'bulk',
    icon: PackageIcon,
    title: 'Katta qadoqlar',
    text: 'Suv, choy, shakar va maishiy kimyo ulgurji narxlarda.',
  },
  {
    id: 'manager',
    icon: UserIcon,
    title: 'Shaxsiy menejer',
    text: 'Buyurtma va hujjatlar boʻyicha bitta aloqa.',
  },
  {
    id: 'offices',
    icon: TruckIcon,
    title: 'Ofislarga yetkazish',
    text: 'Siz tanlagan kun va ikki soatlik oraliqda.',
  },
];

const meta = {
  title: 'Design System/FeatureList',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'What a service offers, as cards with an icon, a short title and a line of text: one column on a phone, two or more on wider screens.',
          avoid: 'For steps in order (use `Stepper`) or for navigation (use links).',
          states: 'Two to six points; with and without text; each heading level.',
          longTexts:
            'Titles and texts wrap and break inside long words; keep a title to a few words and the text to one sentence.',
        }),
      },
    },
  },
  component: FeatureList,
  args: { features, headingLevel: 3 },
  argTypes: { headingLevel: { control: 'select', options: featureListHeadingLevels } },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitlesOnly: Story = {
  args: { features: features.map(({ id, icon, title }) => ({ id, icon, title })) },
};

export const LongText: Story = {
  globals: { locale: 'ru' },
  args: {
    features: [
      {
        id: 'long',
        icon: CardIcon,
        title: 'Счета-фактуры и оплата банковским переводом по договору поставки',
        text: 'Электронныесчетафактурыкаждойпоставкинаправляемвтотжедень через систему Didox.',
      },
    ],
  },
};

export const ListsEveryPointAsAHeading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Shaxsiy menejer' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {featureListHeadingLevels.map((level) => (
        <FeatureList key={level} features={features.slice(0, 2)} headingLevel={level} />
      ))}
    </div>
  ),
};

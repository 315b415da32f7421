import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink, EmptyState, emptyStateVariants, Grid } from '../../design-system';
import { images } from './commerce-fixtures';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/EmptyState',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'What a page or list shows when it has nothing to show and what to do about it: an empty cart, a search with no results, no stores nearby, or a generic variant. Title and text come from the variant unless given; `action` holds the way forward.',
          avoid: 'For errors (use `Alert`) or for content still loading (use `Skeleton`).',
          states: 'Each variant, with an illustration, with an action, with a given heading level.',
          longTexts:
            'Text wraps and breaks inside long words; a search term typed by the shopper can be very long. Keep the title to one short sentence and the action to one button.',
        }),
      },
    },
  },
  component: EmptyState,
  args: {
    variant: 'cart',
    text: 'Katalogdan mahsulot tanlang — biz uni 2 soat ichida yetkazamiz.',
    action: <ButtonLink href="#catalog">Katalogga oʻtish</ButtonLink>,
  },
  argTypes: { variant: { control: 'select', options: emptyStateVariants } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NothingFound: Story = {
  args: {
    variant: 'search',
    text: '“Sut” boʻyicha hech narsa topilmadi. Soʻzni boshqacha yozib koʻring.',
    action: undefined,
  },
};

export const StoresNotFound: Story = {
  args: { variant: 'stores', text: undefined, action: undefined },
};

export const WithIllustration: Story = {
  args: { illustration: <img src={images.watermelon.src} alt="" width={96} height={96} /> },
};

export const LongText: Story = {
  globals: { locale: 'ru' },
  args: {
    variant: 'search',
    title: 'По запросу «Высокобелковыйбезглютеновыйзавтрак» ничего не найдено',
    text: 'Проверьте раскладку клавиатуры или попробуйте другое слово.',
  },
};

export const UsesTheVariantTitle: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }} space="lg">
      {emptyStateVariants.map((variant) => (
        <EmptyState key={variant} variant={variant} headingLevel={3} />
      ))}
    </Grid>
  ),
};

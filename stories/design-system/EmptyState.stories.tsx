import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink, EmptyState, emptyStateVariants, Grid } from '../../design-system';
import { images } from './commerce-fixtures';

const meta = {
  title: 'Design System/EmptyState',
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
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2 }} space="lg">
      {emptyStateVariants.map((variant) => (
        <EmptyState key={variant} variant={variant} headingLevel={3} />
      ))}
    </Grid>
  ),
};

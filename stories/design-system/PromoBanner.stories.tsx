import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Carousel, PromoBanner, promoBannerHeadingLevels } from '../../design-system';
import { designNotes } from './docs/design-notes';
import { artwork } from './support/artwork';

const picture = (
  <img
    src={artwork.broccoli}
    alt=""
    width={640}
    height={360}
    style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#e3f3e7' }}
  />
);

const meta = {
  title: 'Design System/PromoBanner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'An offer on the home page as a banner: headline, subtitle and a call to action as text under its illustration on phones and over it from tablet width, so the words are read, translated and found. Usually a slide of the `Carousel`. The picture is decorative; without `href` there is no call to action; `headingLevel` 2 or 3.',
          avoid:
            "For product lists (use `ProductCard` in a `Grid`), for messages about the shopper's order or cart (use `Alert`), or with words drawn into the picture.",
          states:
            'With a call to action, without a link, on a phone inside a carousel slide (the words under the picture).',
          longTexts:
            "Headline and subtitle wrap and break inside long words and never spill out of the banner (`OnPhone` checks it in Russian). Keep the headline to one line of about 40 characters in Russian, the subtitle to one sentence, and the action to one or two words (“Batafsil”, “Подробнее”): the link's name adds the headline by itself.",
        }),
      },
    },
  },
  component: PromoBanner,
  args: {
    title: 'Bugun ertalab terilgan meva va sabzavotlar',
    subtitle: 'Toshkent atrofidagi fermerlardan — vazn boʻyicha, 100 grammdan',
    actionLabel: 'Batafsil',
    href: '/uz/catalog?category=fruit-vegetables',
    picture,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: promoBannerHeadingLevels },
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The words are text a person and a screen reader both read, not pixels of the picture. */
export const WordsAreText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Bugun ertalab terilgan meva va sabzavotlar' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Toshkent atrofidagi fermerlardan/)).toBeVisible();
    const action = canvas.getByRole('link', {
      name: /^Batafsil ?: Bugun ertalab terilgan meva va sabzavotlar$/,
    });
    await expect(action).toHaveAttribute('href', '/uz/catalog?category=fruit-vegetables');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** On a phone the words sit under the picture and nothing spills out of the banner. */
export const OnPhone: Story = {
  tags: ['visual'],
  globals: { locale: 'ru' },
  args: {
    title: 'Всё для малыша — с доставкой до двери',
    subtitle: 'Подгузники, детское питание и средства ухода',
    actionLabel: 'Подробнее',
  },
  render: (args) => (
    <div style={{ maxWidth: 358 }}>
      <Carousel
        label="Акции"
        aspectRatio="auto"
        slides={[{ id: 'baby', content: <PromoBanner {...args} /> }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[role="group"]')!;
    const bounds = banner.getBoundingClientRect();
    for (const part of banner.querySelectorAll('h2, p, a')) {
      const box = part.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(bounds.right + 0.5);
      await expect(box.bottom).toBeLessThanOrEqual(bounds.bottom + 0.5);
    }
  },
};

export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, carouselAspectRatios, type CarouselSlide } from '../../design-system';
import { artwork } from './support/artwork';
import { designNotes } from './docs/design-notes';

function Slide({
  title,
  text,
  image,
  background,
}: {
  title: string;
  text: string;
  image: string;
  background: string;
}) {
  return (
    <a
      href="/uz/catalog"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        height: '100%',
        padding: '0 8%',
        background,
        color: '#1f1c17',
        textDecoration: 'none',
      }}
    >
      <span style={{ display: 'grid', gap: 8, maxWidth: '60%' }}>
        <strong style={{ fontSize: 'clamp(1.1rem, 3.5vw, 2.25rem)', lineHeight: 1.15 }}>
          {title}
        </strong>
        <span style={{ fontSize: 'clamp(0.85rem, 1.6vw, 1.1rem)' }}>{text}</span>
      </span>
      <img src={image} alt="" width={160} height={160} style={{ width: '28%', height: 'auto' }} />
    </a>
  );
}

const slides: CarouselSlide[] = [
  {
    id: 'fruit',
    content: (
      <Slide
        title="Yangi mevalar har kuni"
        text="Toshkent boʻylab 2 soatda yetkazamiz"
        image={artwork.watermelon}
        background="#e3f3e7"
      />
    ),
  },
  {
    id: 'dairy',
    content: (
      <Slide
        title="Sut mahsulotlariga −15 %"
        text="Yakshanbagacha amal qiladi"
        image={artwork.milk}
        background="#fdeee2"
      />
    ),
  },
  {
    id: 'bakery',
    content: (
      <Slide
        title="Issiq non ertalabdan"
        text="Mahalliy novvoyxonalardan"
        image={artwork.bread}
        background="#fdf3dc"
      />
    ),
  },
];

const meta = {
  title: 'Design System/Carousel',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'The home page slides (promotions): previous/next buttons, dots, swipe, and Left/Right arrows while focus is inside. Aspect ratios banner, wide, square; optional `autoplay` (6 s per slide by default), paused on hover and focus, with a stop button, and never with reduced motion.',
          avoid:
            'For product lists (use a `Grid`), for content a shopper must read (hidden slides are easily missed), or for a single image (use the image).',
          states:
            'One slide (nothing turns), several slides, autoplay running or stopped, each aspect ratio.',
          longTexts:
            "Slides are pictures with little text: put the text in the picture's alternative text and in the page the slide links to. Text inside a slide must fit the smallest aspect ratio in Russian, the longest language.",
        }),
      },
    },
  },
  component: Carousel,
  args: { label: 'Aksiyalar', slides, aspectRatio: 'banner', autoplay: false },
  argTypes: { aspectRatio: { control: 'inline-radio', options: carouselAspectRatios } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };

export const Autoplay: Story = { args: { autoplay: true } };

export const LongText: Story = {
  args: {
    slides: [
      {
        id: 'long',
        content: (
          <Slide
            title="Qishloqxoʻjaligimahsulotlarining eng yaxshilari"
            text="Достопримечательностиузбекистана — uzun soʻzlar ham sigʻadi"
            image={artwork.carrot}
            background="#e7effb"
          />
        ),
      },
      ...slides,
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 32,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
      }}
    >
      {carouselAspectRatios.map((aspectRatio) => (
        <Carousel key={aspectRatio} {...args} label={aspectRatio} aspectRatio={aspectRatio} />
      ))}
    </div>
  ),
};

function currentSlideLabel(canvasElement: HTMLElement): string | null {
  const current = canvasElement.querySelector('[role="group"]:not([inert])');
  return current?.getAttribute('aria-label') ?? null;
}

export const ButtonsAndDotsSwitchSlides: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Aksiyalar' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlideLabel(canvasElement)).toBe('1 of 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(currentSlideLabel(canvasElement)).toBe('2 of 3');
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(currentSlideLabel(canvasElement)).toBe('3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1' }));
    await expect(currentSlideLabel(canvasElement)).toBe('1 of 3');
  },
};

export const ArrowKeysSwitchSlides: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await expect(next).toHaveFocus();
    await expect(currentSlideLabel(canvasElement)).toBe('2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlideLabel(canvasElement)).toBe('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlideLabel(canvasElement)).toBe('1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlideLabel(canvasElement)).toBe('3 of 3');
    // Arrow keys also work from the dots.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlideLabel(canvasElement)).toBe('2 of 3');
  },
};

export const HiddenSlidesAreNotFocusable: Story = {
  play: async ({ canvasElement }) => {
    const slidesInDom = canvasElement.querySelectorAll<HTMLElement>('[role="group"]');
    await expect(slidesInDom).toHaveLength(3);
    const [shown, hidden] = slidesInDom;
    await expect(shown).not.toHaveAttribute('inert');
    await expect(hidden).toHaveAttribute('inert');
    // The browser refuses focus inside an inert slide.
    hidden?.querySelector('a')?.focus();
    await expect(hidden?.contains(document.activeElement)).toBe(false);
    shown?.querySelector('a')?.focus();
    await expect(shown?.contains(document.activeElement)).toBe(true);
  },
};

export const AutoplayPausesOnFocusAndCanBeStopped: Story = {
  globals: { locale: 'en' },
  args: { autoplay: true, interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentSlideLabel(canvasElement)).toBe('2 of 3'), {
      timeout: 2000,
    });
    const stop = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    stop.focus();
    const shown = currentSlideLabel(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(currentSlideLabel(canvasElement)).toBe(shown);
    await userEvent.click(stop);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

export const SwipeSwitchesSlides: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector<HTMLElement>('[aria-live]')?.parentElement;
    if (!viewport) throw new Error('carousel viewport missing');
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: box.right - 40, clientY: y } },
      { target: viewport, coords: { clientX: box.right - 160, clientY: y } },
      { keys: '[/MouseLeft]', target: viewport, coords: { clientX: box.right - 160, clientY: y } },
    ]);
    await expect(currentSlideLabel(canvasElement)).toBe('2 of 3');
  },
};

export const NoAutoplayWithReducedMotion: Story = {
  globals: { locale: 'en' },
  args: { autoplay: true, interval: 200 },
  beforeEach: () => {
    // Chromium here cannot be told to prefer reduced motion, so the media query answers it.
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return list;
      const reduced: MediaQueryList = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
      return reduced;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(currentSlideLabel(canvasElement)).toBe('1 of 3');
    await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  },
};

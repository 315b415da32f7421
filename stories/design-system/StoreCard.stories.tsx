import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid, Link, StoreCard, type StoreHours } from '../../design-system';
import { designNotes } from './docs/design-notes';

const dailyHours: StoreHours[] = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: '08:00', closes: '23:00' }];
const weekHours: StoreHours[] = [
  { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '21:00' },
  { days: [6], opens: '10:00', closes: '18:00' },
];
const roundTheClock: StoreHours[] = [
  { days: [1, 2, 3, 4, 5, 6, 7], opens: '00:00', closes: '24:00' },
];

/** Monday 23 November 2026, 12:00 in Tashkent (07:00 UTC). */
const mondayNoon = Date.UTC(2026, 10, 23, 7, 0);
/** Saturday 28 November 2026, 20:00 in Tashkent. */
const saturdayEvening = Date.UTC(2026, 10, 28, 15, 0);

const meta = {
  title: 'Design System/StoreCard',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A physical store: name, address, opening hours with whether it is open now in Tashkent time and when it opens next, phone, map link and an optional action (“pick up here”); can be shown selected.',
          avoid: 'For the delivery address, or for stores in a dropdown.',
          states: 'Open now, closed until Monday, open round the clock, selected, long address.',
          longTexts:
            'Names and addresses wrap and break inside long words; times stay on one line. Uzbek addresses with “koʻchasi” and “mavzesi” are long: check the `LongAddress` story.',
        }),
      },
    },
  },
  component: StoreCard,
  args: {
    name: 'Savat — Chilonzor',
    address: 'Toshkent, Chilonzor tumani, Bunyodkor shoh koʻchasi, 12',
    hours: dailyHours,
    now: mondayNoon,
    phone: '+998712001122',
    mapLink: <Link href="#map/chilonzor">Xaritada koʻrsatish</Link>,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StoreCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ClosedUntilMonday: Story = {
  args: { hours: weekHours, now: saturdayEvening },
};

export const RoundTheClock: Story = {
  args: { hours: roundTheClock },
};

export const Selected: Story = {
  args: { selected: true },
};

export const LongAddress: Story = {
  globals: { locale: 'ru' },
  args: {
    name: 'Savat — Мирзо-Улугбекский район',
    address:
      'Ташкент, Мирзо-Улугбекский район, массив Қорақамиш-2/1, улица Мустақилликмайдонийўлаги, дом 147А',
  },
};

export const ComputesOpenNowInTashkentTime: Story = {
  globals: { locale: 'en' },
  args: { hours: weekHours, now: Date.UTC(2026, 10, 23, 15, 30) },
  play: async ({ canvas }) => {
    // 15:30 UTC is 20:30 in Tashkent: still open on a Monday.
    await expect(canvas.getByText('Open until 21:00')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Opening hours' })).toHaveTextContent(
      'Mon–Fri 09:00–21:00',
    );
    await expect(canvas.getByRole('link', { name: '+998 71 200 11 22' })).toHaveAttribute(
      'href',
      'tel:+998712001122',
    );
  },
};

export const SaysWhenItOpensNext: Story = {
  globals: { locale: 'en' },
  args: { hours: weekHours, now: saturdayEvening },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed · opens Mon at 09:00')).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2 }} space="lg">
      <StoreCard {...args} />
      <StoreCard {...args} name="Savat — Yunusobod" hours={weekHours} now={saturdayEvening} />
      <StoreCard {...args} name="Savat — Sergeli" hours={roundTheClock} selected />
      <StoreCard
        {...args}
        name="Savat — Yakkasaroy"
        hours={weekHours}
        now={Date.UTC(2026, 10, 23, 3, 0)}
        phone={undefined}
        mapLink={undefined}
      />
    </Grid>
  ),
};

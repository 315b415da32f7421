import type { Meta, StoryObj } from '@storybook/react-vite';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  createToaster,
  Stack,
  Toast,
  Toaster,
  toastTones,
  useToasts,
  type ToastData,
  type ToastInput,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

/** A button that shows toasts through the store-agnostic toaster, the way the app drives it. */
function ToasterDemo({ toast }: { toast: ToastInput }) {
  const [toaster] = useState(() => createToaster());
  const toasts = useToasts(toaster);
  return (
    <>
      <button type="button" onClick={() => toaster.show(toast)}>
        Show notification
      </button>
      <Toaster toasts={toasts} onDismiss={toaster.dismiss} />
    </>
  );
}

/** The same Toaster driven by an effector store, the way the storefront's notifications model does. */
const toastShown = createEvent<ToastData>();
const toastDismissed = createEvent<string>();
const $toasts = createStore<readonly ToastData[]>([])
  .on(toastShown, (toasts, toast) => [...toasts.filter(({ id }) => id !== toast.id), toast])
  .on(toastDismissed, (toasts, id) => toasts.filter((toast) => toast.id !== id));

function EffectorToaster() {
  const [toasts, show, dismiss] = useUnit([$toasts, toastShown, toastDismissed]);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          show({
            id: 'stock-adjusted',
            tone: 'caution',
            title: 'Some items were adjusted to available stock',
            duration: null,
          })
        }
      >
        Check the cart
      </button>
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

const meta = {
  title: 'Design System/Toast',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A short notification about something that just happened (“Savatga qoʻshildi”), in a fixed corner; tones neutral, info, positive, caution, critical; optional action. Closes by itself after 5000 ms, never while pointed at or focused; the `Toaster` keeps the live regions in the page so that later toasts are announced, critical ones assertively.',
          avoid:
            'For anything the shopper must act on or read later (use `Alert` or a `Dialog`), or for form errors.',
          states: 'Each tone, with an action, with a close button, long text.',
          longTexts:
            'Texts wrap and break inside long words; five seconds are enough for a short sentence only: keep toasts to a few words in Russian too.',
        }),
      },
      // Opens over the page: each story gets its own frame on the docs page.
      story: { inline: false, iframeHeight: 560 },
    },
  },
  component: Toast,
  args: {
    title: 'Savatga qoʻshildi',
    description: 'Sut “Musaffo” 2,5% 1 l',
    tone: 'positive',
    duration: null,
    onClose: fn(),
  },
  argTypes: { tone: { control: 'select', options: toastTones } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  args: {
    tone: 'neutral',
    title: 'Mahsulot savatdan olib tashlandi',
    description: undefined,
    action: { label: 'Qaytarish', onClick: fn() },
  },
};

export const LongText: Story = {
  args: {
    tone: 'caution',
    title: 'Некоторые товары были скорректированы по наличию на складе',
    description: 'Молокопастеризованноеультрапастеризованное 3,2% — теперь 2 шт.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Toast {...args} />
    </div>
  ),
};

export const ClosesWithCloseButton: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AnnouncedPolitely: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ToasterDemo toast={{ title: 'Added to cart', tone: 'positive', duration: null }} />
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const message = await canvas.findByText('Added to cart');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(region).toContainElement(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(canvas.queryByText('Added to cart')).toBeNull());
  },
};

export const CriticalIsAnnouncedAssertively: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ToasterDemo toast={{ title: 'Payment failed', tone: 'critical', duration: null }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const message = await canvas.findByText('Payment failed');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
};

export const ClosesByItselfButNotWhileHovered: Story = {
  globals: { locale: 'en' },
  render: () => <ToasterDemo toast={{ title: 'Saved', duration: 400 }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const message = await canvas.findByText('Saved');
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.getByText('Saved')).toBeInTheDocument();
    await userEvent.unhover(message);
    await waitFor(() => expect(canvas.queryByText('Saved')).toBeNull(), { timeout: 2000 });
  },
};

export const DrivenByAnEffectorStore: Story = {
  globals: { locale: 'en' },
  parameters: {
    effector: {
      values: [
        [$toasts, [{ id: 'welcome', title: 'Signed in', tone: 'positive', duration: null }]],
      ],
    },
  },
  render: () => <EffectorToaster />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Signed in')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Check the cart' }));
    await expect(
      await canvas.findByText('Some items were adjusted to available stock'),
    ).toBeInTheDocument();
    const closeButtons = canvas.getAllByRole('button', { name: 'Close notification' });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[0] as HTMLElement);
    await waitFor(() => expect(canvas.queryByText('Signed in')).toBeNull());
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="sm">
      {toastTones.map((tone) => (
        <Toast key={tone} {...args} tone={tone} title={tone} />
      ))}
    </Stack>
  ),
  // A toast shows once its code is in (fetched when the first one shows).
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button', { name: /./ })).toHaveLength(
      toastTones.length,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import {
  Button,
  Inline,
  LiveRegion,
  QuantityStepper,
  Stack,
  Text,
  useLiveAnnouncement,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

/**
 * A cart line's stepper and remove button, as the cart page uses them: each change is said by
 * the region kept outside the line, which goes when it is removed.
 */
function CartDemo() {
  const [quantity, setQuantity] = useState<number | null>(2);
  const [announcement, announce] = useLiveAnnouncement();
  return (
    <Stack space="md">
      {quantity === null ? (
        <Text>Savat boʻsh</Text>
      ) : (
        <Inline space="md" align="between">
          <Text weight="semibold">Non</Text>
          <QuantityStepper
            value={quantity}
            max={5}
            label="«Non» miqdori"
            onChange={(next) => {
              setQuantity(next);
              announce(
                next === 5
                  ? `«Non»: savatda ${next} dona, omborda faqat shuncha bor`
                  : `«Non»: savatda ${next} dona`,
              );
            }}
          />
          <Button
            tone="ghost"
            size="sm"
            onClick={() => {
              setQuantity(null);
              announce('«Non» savatdan olib tashlandi');
            }}
          >
            Oʻchirish
          </Button>
        </Inline>
      )}
      <LiveRegion announcement={announcement} />
    </Stack>
  );
}

const meta = {
  title: 'Design System/LiveRegion',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Says the result of the shopper’s own action to screen readers, politely and without showing it, where the page already shows the change: “«Non»: savatda 3 dona” after a stepper press, “«Non» savatdan olib tashlandi” after a removal. Give it the latest `announcement` with a new `id` each time (the same text again is said again); `useLiveAnnouncement` keeps it and gives the function that says the next. It is empty when it mounts and says only what comes later; it waits 250 ms before speaking, so a burst of presses is said once, as it ends.',
          avoid:
            'For what the shopper did not see happen or must read later (use `Toast` or `Alert`), for errors of a field (its own message with `role="alert"`), or for loading states. Never put it inside what the action removes (a list line, a list that empties): keep one region per place, beside the content it speaks of, and do not say the same change twice (a toast and a region).',
          states:
            'Empty (on mount, and until the first announcement), saying the latest announcement.',
          longTexts:
            'Nothing is shown, so nothing wraps; write one short sentence that names the product and the result first (“«Non»: savatda 3 dona”), since screen readers read it whole and a new one may cut it off.',
        }),
      },
    },
  },
  component: LiveRegion,
  args: { announcement: null },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaysCartChanges: Story = {
  render: () => <CartDemo />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Miqdorni oshirish' }));
    await waitFor(() => expect(region).toHaveTextContent('«Non»: savatda 3 dona'));
    await userEvent.click(canvas.getByRole('button', { name: 'Oʻchirish' }));
    await waitFor(() => expect(region).toHaveTextContent('«Non» savatdan olib tashlandi'));
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => <CartDemo />,
};

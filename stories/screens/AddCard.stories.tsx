import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  $addCardOpen,
  $addCardStep,
  $codeResendAt,
  $number,
  $verification,
  clockFx,
  confirmCardFx,
  createCardFx,
} from '@/features/cards';
import { AddCardDialog } from '@/features/cards/ui';
import { ApiError, type Card, type CardVerification } from '@/shared/api';

const verification: CardVerification = {
  request_id: 'req-1',
  phone_masked: '99890*****67',
  resend_after: 60,
  expires_in: 300,
  code_length: 6,
};

const card: Card = {
  id: 7,
  masked_number: '8600 •••• •••• 0015',
  brand: 'uzcard',
  expire: '12/30',
  phone_masked: '99890*****67',
  is_default: false,
};

const wrongCode = () =>
  Promise.reject(
    new ApiError({
      status: 422,
      code: 'invalid_code',
      message: 'Invalid code',
    }),
  );

const meta = {
  title: 'Screens/Checkout/AddCard',
  component: AddCardDialog,
  parameters: {
    effector: {
      values: [[$addCardOpen, true]],
      handlers: [
        [clockFx, () => Date.parse('2026-11-22T10:00:00Z')],
        [createCardFx, async () => verification],
        [confirmCardFx, async () => card],
      ],
    },
  },
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number and expiry, then the code step with the masked phone; the number is gone. */
export const NumberStep: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Karta qoʻshish' });
    const inside = within(dialog);
    await userEvent.type(inside.getByRole('textbox', { name: /Karta raqami/ }), '8600000000000015');
    await userEvent.type(inside.getByRole('textbox', { name: /muddat/i }), '1230');
    await userEvent.click(inside.getByRole('button', { name: 'Kod olish' }));
    await expect(await inside.findByText(/\+998 90 \*\*\* \*\* 67/)).toBeVisible();
  },
};

export const WrongNumber: Story = {
  tags: ['visual'],
  parameters: { visual: 'screen' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Karta qoʻshish' });
    const inside = within(dialog);
    await userEvent.type(inside.getByRole('textbox', { name: /Karta raqami/ }), '8600000000000016');
    await userEvent.type(inside.getByRole('textbox', { name: /muddat/i }), '1230');
    await userEvent.click(inside.getByRole('button', { name: 'Kod olish' }));
    await expect(await inside.findAllByText(/raqamini tekshiring|notoʻgʻri/i)).not.toHaveLength(0);
  },
};

const codeStep = {
  values: [
    [$addCardOpen, true],
    [$addCardStep, 'code'],
    [$verification, verification],
    [$codeResendAt, Date.now() + 60_000],
    [$number, ''],
  ],
};

export const CodeStep: Story = {
  parameters: {
    effector: { ...codeStep, handlers: [[confirmCardFx, async () => card]] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Karta qoʻshish' });
    await expect(await within(dialog).findByText(/\+998 90 \*\*\* \*\* 67/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('timer')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SMS-dagi kod' }), '666666');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const WrongCode: Story = {
  parameters: {
    effector: { ...codeStep, handlers: [[confirmCardFx, wrongCode]] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Karta qoʻshish' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SMS-dagi kod' }), '123456');
    await expect(await within(dialog).findByText('Kod notoʻgʻri')).toBeVisible();
  },
};

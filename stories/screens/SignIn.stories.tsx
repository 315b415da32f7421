import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $signInOpen, HeaderAccount, SignInDialog } from '@/features/auth';
import { fetchUserFx, writeAuthFx } from '@/entities/session';
import { shopper } from '@/entities/session/index.testing';
import {
  $codePhone,
  $resendAvailableAt,
  $step,
  sendCodeFx,
  verifyCodeFx,
} from '@/features/auth/model/sign-in';
import { ApiError, type OtpSent } from '@/shared/api';

const sent: OtpSent = { sent: true, resend_after: 60, expires_in: 300, code_length: 5 };

const rejected = (init: ConstructorParameters<typeof ApiError>[0]) => () =>
  Promise.reject(new ApiError(init));

const codeStep = {
  values: [
    [$signInOpen, true],
    [$step, 'code'],
    [$codePhone, '+998901234567'],
    [$resendAvailableAt, Date.now() + 10 * 60_000],
  ],
};

const meta = {
  title: 'Screens/SignIn/Dialog',
  component: SignInDialog,
  parameters: {
    effector: {
      values: [[$signInOpen, true]],
      handlers: [
        [sendCodeFx, async () => sent],
        [verifyCodeFx, async () => ({ access_token: 'token' })],
      ],
    },
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Kirish' }));
}

/** A mobile number, then "Get code": the code step names the number. */
export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Telefon raqami' }), '901234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Kod olish' }));
    await expect(await dialog.findByText(/\+998 90 123 45 67/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /SMS/ })).toHaveFocus();
  },
};

/** The dialog opens on the phone field, not on its close button. */
export const OpensOnPhoneField: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Telefon raqami' })).toHaveFocus(),
    );
  },
};

/** "Send a new code" waits for the next countdown: the focus goes on to the code field. */
export const ResendMovesFocusToCode: Story = {
  parameters: {
    effector: {
      ...meta.parameters.effector,
      values: [...codeStep.values.filter(([unit]) => unit !== $resendAvailableAt)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const resend = dialog.getByRole('button', { name: 'Yangi kod yuborish' });
    await expect(resend).toBeEnabled();
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(resend).toBeDisabled());
    await expect(dialog.getByRole('textbox', { name: /SMS/ })).toHaveFocus();
  },
};

/** "Change number" goes back to the phone step: the phone field takes the focus. */
export const ChangeNumberMovesFocusToPhone: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Telefon raqami' }), '901234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Kod olish' }));
    const change = await dialog.findByRole('button', { name: 'Raqamni oʻzgartirish' });
    change.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Telefon raqami' })).toHaveFocus(),
    );
  },
};

/** Signed in from the header: the account button that replaced "Kirish" has the focus. */
export const FocusOnAccountButtonAfterSignIn: Story = {
  render: () => (
    <>
      <HeaderAccount />
      <SignInDialog />
    </>
  ),
  parameters: {
    effector: {
      values: [[$signInOpen, false]],
      handlers: [
        [sendCodeFx, async () => sent],
        [verifyCodeFx, async () => ({ access_token: 'token' })],
        [fetchUserFx, async () => shopper],
        [writeAuthFx, () => undefined],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = await canvas.findByRole('button', { name: 'Kirish' });
    signIn.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog(canvasElement);
    const phone = dialog.getByRole('textbox', { name: 'Telefon raqami' });
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.keyboard('901234567{Enter}');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /SMS/ })).toHaveFocus());
    // Where the focus goes from the code field: straight out of the dialog as it closes.
    const focused: Element[] = [];
    const record = (event: FocusEvent) => {
      if (event.target instanceof Element) focused.push(event.target);
    };
    canvasElement.ownerDocument.addEventListener('focusin', record);
    await userEvent.keyboard('12345');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    const account = await canvas.findByRole('button', { name: new RegExp(shopper.name ?? '') });
    await waitFor(() => expect(account).toHaveFocus());
    canvasElement.ownerDocument.removeEventListener('focusin', record);
    await expect(focused.map((element) => element.getAttribute('name'))).not.toContain('phone');
    // The account menu's code arrives and its button takes the place, and the focus, of this one.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(shopper.name ?? '') })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(
      canvas.getByRole('button', { name: new RegExp(shopper.name ?? '') }),
    ).toHaveFocus();
  },
};

/** A landline cannot receive an SMS: said before any code is sent. */
export const InvalidPhone: Story = {
  tags: ['visual'],
  parameters: { visual: 'screen' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Telefon raqami' }), '712345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Kod olish' }));
    await expect(
      dialog.getByRole('textbox', { name: 'Telefon raqami' }),
    ).toHaveAccessibleDescription(/Mobil raqam kiriting/);
    await expect(dialog.queryByRole('textbox', { name: /SMS/ })).toBeNull();
  },
};

/** The note for legal entities, with the way to support. */
export const LegalNote: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getByText(/Yuridik shaxslarga/)).toBeVisible());
    await expect(
      dialog.getByRole('link', { name: 'Qoʻllab-quvvatlash bilan bogʻlanish' }),
    ).toHaveAttribute('href', '/uz/contacts');
  },
};

/** The code step: resend waits for the countdown. */
export const CodeStepWithCountdown: Story = {
  parameters: { effector: { ...meta.parameters.effector, ...codeStep } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    await expect(dialog.getByRole('button', { name: 'Yangi kod yuborish' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Raqamni oʻzgartirish' })).toBeEnabled();
  },
};

/** A wrong code: 'Kod notoʻgʻri', and the typed code stays. */
export const InvalidCode: Story = {
  parameters: {
    effector: {
      ...codeStep,
      handlers: [
        [sendCodeFx, async () => sent],
        [verifyCodeFx, rejected({ status: 422, code: 'invalid_code', message: 'Invalid code' })],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: /SMS/ });
    await userEvent.type(field, '12345');
    await expect(field).toHaveAccessibleDescription(/Kod notoʻgʻri/);
    await expect(field).toHaveValue('12345');
  },
};

/** Too many wrong codes: how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    effector: {
      ...codeStep,
      handlers: [
        [sendCodeFx, async () => sent],
        [
          verifyCodeFx,
          rejected({
            status: 429,
            code: 'too_many_attempts',
            message: 'Too many attempts',
            retryAfter: 900,
          }),
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: /SMS/ });
    await userEvent.type(field, '12345');
    await expect(field).toHaveAccessibleDescription(/Urinishlar juda koʻp\. 15 daqiqadan keyin/);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  askPermissionFx,
  OrderNotificationsSwitch,
  readAccessFx,
  rememberOptInFx,
  type NotificationAccess,
} from '@/features/order-notifications';
import uz from '@/shared/i18n/messages/uz.json';

const allowed = fn(async (): Promise<NotificationPermission> => 'granted');

const withAccess = (access: NotificationAccess, optedIn = false) => ({
  effector: {
    handlers: [
      [readAccessFx, async () => ({ access, optedIn })],
      [askPermissionFx, allowed],
      [rememberOptInFx, () => {}],
    ],
  },
});

const meta = {
  title: 'Screens/Account/OrderNotifications',
  component: OrderNotificationsSwitch,
  parameters: withAccess('default'),
} satisfies Meta<typeof OrderNotificationsSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: the switch is off, and the browser is asked only when it is turned on. */
export const Off: Story = {};

export const TurnsOnWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', {
      name: new RegExp(uz['account.orderNotifications.switch']),
    });
    await expect(toggle).not.toBeChecked();
    await expect(allowed).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(allowed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/** Turned on before, and the browser allows it. */
export const On: Story = {
  parameters: withAccess('granted', true),
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('switch');
    await expect(toggle).toBeChecked();
  },
};

/** The browser refused: the switch says where to allow them and cannot be turned on. */
export const Blocked: Story = {
  parameters: withAccess('denied'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch');
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(uz['account.orderNotifications.blocked']);
  },
};

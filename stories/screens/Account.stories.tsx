import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $ordersState,
  $ordersTotal,
  $orders,
  $photoError,
  $profileForm,
  OrdersList,
  ProfileScreen,
  saveProfileFx,
} from '@/features/account';
import { orderSummary } from '@/features/account/model/fixtures';
import { $isAuthenticated, $sessionKnown, $user, type AuthUser } from '@/entities/session';
import uz from '@/shared/i18n/messages/uz.json';

const shopper: AuthUser = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  created_at: '2026-01-15T09:30:00Z',
  user_type: 'individual',
};

const save = fn(async (body: { name: string; surname: string }) => ({ ...shopper, ...body }));

const signedIn = [
  [$sessionKnown, true],
  [$isAuthenticated, true],
  [$user, shopper],
  [$profileForm, { name: 'Dilnoza', surname: 'Karimova' }],
] as const;

const meta = {
  title: 'Screens/Account/Profile',
  component: ProfileScreen,
  parameters: {
    effector: { values: [...signedIn], handlers: [[saveProfileFx, save]] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names are edited and saved; the phone is read-only. */
export const Profile: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: uz['account.profile.name'] });
    await userEvent.clear(name);
    await userEvent.type(name, 'Aziza');
    await userEvent.click(canvas.getByRole('button', { name: uz['account.profile.save'] }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Aziza', surname: 'Karimova' }));
    await expect(await canvas.findByText(uz['account.profile.saved'])).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: uz['account.profile.phone'] }),
    ).toHaveAttribute('readonly');
  },
};

/** A photo refused on the device says why. */
export const PhotoError: Story = {
  parameters: { effector: { values: [...signedIn, [$photoError, 'size']] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uz['account.photo.error.size'])).toBeVisible();
  },
};

/** Deleting the account asks for confirmation in a dialog. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uz['account.profile.delete'] }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: uz['account.profile.deleteTitle'],
    });
    const confirm = within(dialog).getByRole('button', {
      name: uz['account.profile.deleteConfirm'],
    });
    // The dialog fades in.
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The shopper's orders with number, date, status and total. */
export const Orders: StoryObj<typeof OrdersList> = {
  tags: ['visual'],
  render: () => <OrdersList />,
  parameters: {
    effector: {
      values: [
        ...signedIn,
        [$ordersState, 'ready'],
        [$ordersTotal, 3],
        [
          $orders,
          [
            orderSummary(3, { status: 'in_delivery' }),
            orderSummary(2, { status: 'completed', payment_type: 'cash' }),
            orderSummary(1, { status: 'cancelled', payment_status: 'refunded' }),
          ],
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(uz['account.orderStatus.inDelivery'])).toBeVisible();
    // Rows, not bullet points: no markers and no indent.
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    await expect(getComputedStyle(canvas.getAllByRole('listitem')[0]!).listStyleType).toBe('none');
  },
};

/** No orders yet: an empty state with a way to the catalogue. */
export const EmptyList: StoryObj<typeof OrdersList> = {
  render: () => <OrdersList />,
  parameters: {
    effector: { values: [...signedIn, [$ordersState, 'ready'], [$orders, []]] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uz['account.orders.empty'])).toBeVisible();
  },
};

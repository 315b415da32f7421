import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $addresses, fetchAddressesFx } from '@/entities/address';
import { $isAuthenticated, $sessionKnown } from '@/entities/session';
import {
  AddressBook,
  deleteAddressFx,
  saveAddressFx,
  setDefaultAddressFx,
} from '@/features/account/index.address-book';
import type { AddressInput, SavedAddress } from '@/shared/api';
import uz from '@/shared/i18n/messages/uz.json';

const home: SavedAddress = {
  id: 3,
  region: 'tashkent',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
  entrance: '2',
  floor: '5',
  intercom: '',
  address_comment: 'Qoʻngʻiroq ishlamaydi, telefon qiling',
  location: null,
  is_default: true,
};
const office: SavedAddress = {
  ...home,
  id: 4,
  city: 'Yunusobod',
  address: 'Amir Temur shoh koʻchasi 108',
  flat: '',
  entrance: '',
  floor: '',
  address_comment: '',
  is_default: false,
};

const saved = fn(
  async ({ id, address }: { id: number | null; address: AddressInput }): Promise<SavedAddress> => ({
    ...home,
    flat: '',
    entrance: '',
    floor: '',
    intercom: '',
    address_comment: '',
    ...address,
    id: id ?? 5,
    is_default: false,
  }),
);
const removed = fn(async (_id: number) => undefined);
const madeDefault = fn(async (id: number): Promise<SavedAddress[]> =>
  [home, office].map((address) => ({ ...address, is_default: address.id === id })),
);
const listed = fn(async (): Promise<SavedAddress[]> => [{ ...office, is_default: true }]);
/** The dialog's code is fetched when it first opens. */
const dialogLoad = 5000;

const meta = {
  title: 'Screens/Account/AddressBook',
  component: AddressBook,
  parameters: {
    effector: {
      values: [
        [$sessionKnown, true],
        [$isAuthenticated, true],
        [$addresses, [home, office]],
      ],
      handlers: [
        [saveAddressFx, saved],
        [deleteAddressFx, removed],
        [setDefaultAddressFx, madeDefault],
        [fetchAddressesFx, listed],
      ],
    },
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved addresses, the Chilonzor one the default. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(
      within(items[0]!).getByText('Chilonzor, Bunyodkor koʻchasi 12, 34-xonadon', {
        selector: 'p',
      }),
    ).toBeVisible();
    await expect(within(items[0]!).getByText(uz['addresses.book.isDefault'])).toBeVisible();
    await expect(within(items[1]!).queryByText(uz['addresses.book.isDefault'])).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    effector: {
      values: [
        [$sessionKnown, true],
        [$isAuthenticated, true],
        [$addresses, []],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uz['addresses.book.empty'])).toBeVisible();
  },
};

/** A new address: the empty form says what is missing, then the filled one is saved and listed. */
export const AddsAnAddress: Story = {
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: uz['addresses.book.add'] }));
    const dialog = await body.findByRole(
      'dialog',
      { name: uz['addresses.form.addTitle'] },
      { timeout: dialogLoad },
    );
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: uz['addresses.form.save'] }));
    await waitFor(() => expect(form.getAllByText(uz['addresses.form.required'])).toHaveLength(2));
    expect(saved).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByLabelText(uz['addresses.form.district']), 'Olmazor');
    await userEvent.type(form.getByLabelText(uz['addresses.form.street']), 'Beruniy 5');
    await userEvent.click(form.getByRole('button', { name: uz['addresses.form.save'] }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        id: null,
        address: { region: 'tashkent', city: 'Olmazor', address: 'Beruniy 5' },
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Removal is asked in a titled dialog, reached and confirmed from the keyboard. */
export const RemovesWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    removed.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const line = 'Chilonzor, Bunyodkor koʻchasi 12, 34-xonadon';
    canvas.getByRole('button', { name: `${uz['addresses.book.remove']} ${line}` }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole(
      'dialog',
      { name: `${line} manzilini oʻchirasizmi?` },
      { timeout: dialogLoad },
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: uz['addresses.book.confirmRemove'] }),
    );
    await waitFor(() => expect(removed).toHaveBeenCalledWith(3));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText(uz['addresses.book.isDefault'])).toBeVisible();
  },
};

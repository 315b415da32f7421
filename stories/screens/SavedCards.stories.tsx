import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $isAuthenticated, $sessionKnown } from '@/entities/session';
import { $cards, fetchCardsFx } from '@/entities/card';
import { $savedCardsFailure, deleteCardFx, setDefaultCardFx } from '@/features/cards';
import { SavedCards } from '@/features/cards/ui';
import { ApiError, type Card } from '@/shared/api';
import uz from '@/shared/i18n/messages/uz.json';

const uzcard: Card = {
  id: 11,
  masked_number: '8600 •••• •••• 0015',
  brand: 'uzcard',
  expire: '12/30',
  phone_masked: '99890*****67',
  is_default: true,
};
const humo: Card = {
  id: 12,
  masked_number: '9860 •••• •••• 0018',
  brand: 'humo',
  expire: '03/29',
  phone_masked: '99890*****67',
  is_default: false,
};

const removed = fn(async (_id: number) => undefined);
const madeDefault = fn(async (id: number): Promise<Card[]> =>
  [humo, uzcard]
    .map((card) => ({ ...card, is_default: card.id === id }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default)),
);
const listed = fn(async (): Promise<Card[]> => [{ ...humo, is_default: true }]);
/** The dialog's code is fetched when it first opens. */
const dialogLoad = 5000;
const unavailable = () =>
  new ApiError({ status: 503, code: 'unavailable', message: 'Service unavailable' });

const effector = (
  values: ReadonlyArray<readonly [unknown, unknown]>,
  handlers: unknown[] = [],
) => ({
  effector: {
    values: [[$sessionKnown, true], [$isAuthenticated, true], ...values],
    handlers: [
      [deleteCardFx, removed],
      [setDefaultCardFx, madeDefault],
      [fetchCardsFx, listed],
      ...handlers,
    ],
  },
});

const meta = {
  title: 'Screens/Account/SavedCards',
  component: SavedCards,
  parameters: effector([[$cards, [uzcard, humo]]]),
} satisfies Meta<typeof SavedCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards, the Uzcard the default: masked numbers, brand and expiry, no full number anywhere. */
export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(
      within(items[0]!).getByText('8600 •••• •••• 0015', { selector: 'p' }),
    ).toBeVisible();
    await expect(within(items[0]!).getByText(uz['cards.saved.isDefault'])).toBeVisible();
    await expect(within(items[0]!).getByText('Uzcard · 12/30 gacha amal qiladi')).toBeVisible();
    await expect(within(items[1]!).queryByText(uz['cards.saved.isDefault'])).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/\d{16}/);
  },
};

/** Removal is asked in a titled dialog, reached and confirmed from the keyboard. */
export const RemovesWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    removed.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole('button', {
      name: `${uz['cards.saved.remove']} 8600 •••• •••• 0015`,
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole(
      'dialog',
      { name: '8600 •••• •••• 0015 kartasi oʻchirilsinmi?' },
      { timeout: dialogLoad },
    );
    // Visible once the dialog's opening animation has run.
    await waitFor(() =>
      expect(within(dialog).getByText(uz['cards.saved.removeText'])).toBeVisible(),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: uz['cards.saved.confirmRemove'] }),
    );
    await waitFor(() => expect(removed).toHaveBeenCalledWith(11));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The server named the Humo the new default.
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('9860 •••• •••• 0018', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText(uz['cards.saved.isDefault'])).toBeVisible();
  },
};

export const KeepsTheCardOnEscape: Story = {
  play: async ({ canvasElement }) => {
    removed.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: `${uz['cards.saved.remove']} 9860 •••• •••• 0018` }),
    );
    await body.findByRole('dialog', {}, { timeout: dialogLoad });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(removed).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Choosing the Humo moves the default badge to it and puts it first. */
export const ChoosesTheDefault: Story = {
  play: async ({ canvasElement }) => {
    madeDefault.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `${uz['cards.saved.makeDefault']} 9860 •••• •••• 0018` }),
    );
    await waitFor(() => expect(madeDefault).toHaveBeenCalledWith(12));
    await waitFor(() =>
      expect(
        within(canvas.getAllByRole('listitem')[0]!).getByText(uz['cards.saved.isDefault']),
      ).toBeVisible(),
    );
    await expect(
      within(canvas.getAllByRole('listitem')[0]!).getByText('9860 •••• •••• 0018', {
        selector: 'p',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${uz['cards.saved.makeDefault']} 8600 •••• •••• 0015` }),
    ).toBeVisible();
  },
};

export const DefaultNotChanged: Story = {
  parameters: effector(
    [[$cards, [uzcard, humo]]],
    [
      [
        setDefaultCardFx,
        async () => {
          throw unavailable();
        },
      ],
    ],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `${uz['cards.saved.makeDefault']} 9860 •••• •••• 0018` }),
    );
    await expect(await canvas.findByText(uz['cards.saved.failed.default'])).toBeVisible();
    await expect(
      within(canvas.getAllByRole('listitem')[0]!).getByText('8600 •••• •••• 0015', {
        selector: 'p',
      }),
    ).toBeVisible();
  },
};

/** The removal failed: the dialog stays open and says so. */
export const RemoveFailed: Story = {
  parameters: effector(
    [[$cards, [uzcard, humo]]],
    [
      [
        deleteCardFx,
        async () => {
          throw unavailable();
        },
      ],
    ],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: `${uz['cards.saved.remove']} 9860 •••• •••• 0018` }),
    );
    const dialog = await body.findByRole('dialog', {}, { timeout: dialogLoad });
    await userEvent.click(
      within(dialog).getByRole('button', { name: uz['cards.saved.confirmRemove'] }),
    );
    await expect(await within(dialog).findByText(uz['cards.saved.failed.remove'])).toBeVisible();
    // The page behind the open dialog is hidden from assistive technology.
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
  },
};

/** No cards yet: what they are for, and the add-card dialog one tap away. */
export const Empty: Story = {
  parameters: effector([[$cards, []]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(uz['cards.saved.empty'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uz['cards.saved.add'] }));
    const dialog = await body.findByRole(
      'dialog',
      { name: uz['cards.add.title'] },
      { timeout: dialogLoad },
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LoadFailed: Story = {
  parameters: effector([
    [$cards, []],
    [$savedCardsFailure, 'load'],
  ]),
  play: async ({ canvasElement }) => {
    listed.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(uz['cards.saved.failed.load'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uz['cards.saved.retry'] }));
    await waitFor(() => expect(listed).toHaveBeenCalled());
    await expect(await canvas.findByText('9860 •••• •••• 0018', { selector: 'p' })).toBeVisible();
  },
};

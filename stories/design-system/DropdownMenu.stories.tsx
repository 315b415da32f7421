import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  LogoutIcon,
  PackageIcon,
  UserIcon,
} from '../../design-system';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

const signedOut = fn();

const meta = {
  title: 'Design System/DropdownMenu',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A menu of actions or links under a trigger: arrow keys move, typing jumps to an item, Enter or Space activates it, Escape closes the menu and returns focus, Tab and Shift+Tab close it and move on from its trigger. Items can be critical or disabled; link items can mark the current page.',
          avoid:
            'For choosing a value in a form (use `Select` or `RadioGroup`), or for navigation a shopper needs to see at once (use links on the page).',
          states:
            'Closed, open, with a disabled item, with a critical item, link items with the current one marked.',
          longTexts:
            'Items wrap and break inside long words; keep each item to a verb and an object (“Buyurtmalarim”, “Мои заказы”).',
        }),
      },
    },
  },
  component: DropdownMenu,
  args: {
    trigger: <StoryTrigger>Aziza</StoryTrigger>,
    align: 'start',
    children: (
      <>
        <DropdownMenuLabel>+998 90 123 45 67</DropdownMenuLabel>
        <DropdownMenuLinkItem href="/uz/account" icon={<UserIcon />}>
          Profil
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="/uz/account/orders" icon={<PackageIcon />}>
          Buyurtmalarim
        </DropdownMenuLinkItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogoutIcon />} tone="critical" onSelect={signedOut}>
          Chiqish
        </DropdownMenuItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  tags: ['visual'],
  parameters: { visual: 'screen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aziza' }));
    await within(document.body).findByRole('menu', { name: 'Aziza' });
  },
};

export const WithDisabledItem: Story = {
  args: {
    children: (
      <>
        <DropdownMenuItem>Oʻzbekcha</DropdownMenuItem>
        <DropdownMenuItem disabled>Qoraqalpoqcha</DropdownMenuItem>
      </>
    ),
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <DropdownMenu {...args} />
      <DropdownMenu {...args} trigger={<StoryTrigger>Saralash</StoryTrigger>}>
        <DropdownMenuItem>Avval arzonlari</DropdownMenuItem>
        <DropdownMenuItem>Avval qimmatlari</DropdownMenuItem>
        <DropdownMenuItem>Yangi kelganlar</DropdownMenuItem>
      </DropdownMenu>
    </div>
  ),
};

export const NavigatesWithArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    signedOut.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Aziza' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Aziza' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    // The menu loops from the last item to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(signedOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aziza' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/uz/account',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Tab leaves the open menu for what follows its button, Shift+Tab for what precedes it. */
export const TabClosesAndMovesOn: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <button type="button">Qidirish</button>
      <DropdownMenu {...args} />
      <button type="button">Savat</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Aziza' });
    const openMenu = async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await within(document.body).findByRole('menu', { name: 'Aziza' });
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    };
    await openMenu();
    await userEvent.tab();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Savat' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await openMenu();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Qidirish' })).toHaveFocus();

    // Escape still closes it and gives the focus back to its button.
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

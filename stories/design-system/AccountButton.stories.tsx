import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountButton } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/AccountButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The account entry in the header: **Sign in** (Kirish / Войти) for visitors, the shopper's name once signed in. Give it `href` to make it a link to the account, or leave `href` out and handle the click to open the sign-in dialog or a `DropdownMenu` (it forwards its ref and props for that).",
          avoid:
            "Anywhere but the header's actions. For a sign-in button inside a page, use `Button`.",
          states:
            'Visitor (`signedIn` false); signed in with `name`; signed in without a name (“My account”). On phones only the person icon shows; the accessible name always says the action, or “My account” and the name.',
          longTexts:
            'The name is cut with an ellipsis on one line: long Uzbek patronymic forms (“Abdurahmonova Gulnoraxon”) stay readable in the accessible name even when cut on screen. Pass the first name only when you have it.',
        }),
      },
    },
  },
  component: AccountButton,
  args: { signedIn: false, onClick: fn() },
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedIn: Story = { args: { signedIn: true, name: 'Aziza' } };

export const AsLink: Story = { args: { signedIn: true, name: 'Aziza', href: '/uz/account' } };

export const LongName: Story = {
  args: { signedIn: true, name: 'Abdulazizxoʻja Muhammadqodirov' },
  globals: { viewport: { value: 'desktop' } },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <AccountButton signedIn={false} />
      <AccountButton signedIn />
      <AccountButton signedIn name="Aziza" href="/uz/account" />
    </div>
  ),
};

export const NamesTheAction: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const SignedInNameIsInLabel: Story = {
  globals: { locale: 'en' },
  args: { signedIn: true, name: 'Aziza', href: '/uz/account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('My account: Aziza');
    await expect(link).toHaveAttribute('href', '/uz/account');
  },
};

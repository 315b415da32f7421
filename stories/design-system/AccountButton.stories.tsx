import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountButton } from '../../design-system';

const meta = {
  title: 'Design System/AccountButton',
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

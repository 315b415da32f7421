import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link, linkTones, Stack, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Link',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Text links: tones brand, neutral, muted, inherit; underlined always or on hover; external links open in a new tab and say so. `as` lets the router render it.',
          avoid:
            'For actions (use `Button`), or for a link that should look like a button (use `ButtonLink`).',
          states: 'Each tone, external, inside text, rendered by the router.',
          longTexts:
            'Links wrap with the text around them; the link text alone must say where it goes (“Yetkazib berish shartlari”, not “batafsil”).',
        }),
      },
    },
  },
  component: Link,
  args: { href: '/uz/catalog', children: 'All categories', tone: 'brand', underline: 'always' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const External: Story = {
  args: { href: 'https://t.me/savat_uz', children: 'Telegram channel' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Telegram channel/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Stands in for the router's Link: it marks the anchor so the test can see it was used. */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const RenderedByRouter: Story = {
  args: { as: RouterLink, href: '/uz/cart', children: 'Go to cart' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to cart' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/uz/cart');
  },
};

export const ReachedWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const InsideText: Story = {
  render: (args) => (
    <Text>
      By placing an order you accept the <Link {...args}>terms of sale</Link>.
    </Text>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="sm">
      {linkTones.map((tone) => (
        <Text key={tone}>
          <Link {...args} tone={tone}>
            tone = {tone}
          </Link>
        </Text>
      ))}
      <Text>
        <Link {...args} underline="hover">
          underline = hover
        </Link>
      </Text>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, ShowMore } from '../../design-system';
import { designNotes } from './docs/design-notes';

const getHref = (page: number) => `/uz/catalog?category=dairy&page=${page}`;

const meta = {
  title: 'Design System/Pagination',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Page links under a list. On phones it shrinks to previous/next with “Page 3 of 12”; from tablet width up it lists page numbers with gaps. `ShowMore` loads the next page below the current one; pair it with `Pagination` so that the pages also work as links.',
          avoid: 'For steps of a flow (use `Stepper`) or for a single page.',
          states:
            'First page (no previous), last page (no next), few pages, phone layout, show-more button and its loading state.',
          longTexts: 'Its texts come translated from the design system; nothing to write.',
        }),
      },
    },
  },
  component: Pagination,
  args: { page: 5, pageCount: 12, getHref, siblings: 1 },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};

export const ShowMoreButton: Story = {
  render: () => <ShowMore onClick={fn()} remaining={36} />,
};

export const ShowMoreLoading: Story = {
  render: () => <ShowMore onClick={fn()} remaining={36} loading />,
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'center' }}>
      {[1, 4, 6, 12].map((page) => (
        <Pagination key={page} {...args} page={page} />
      ))}
      <ShowMore onClick={fn()} remaining={12} />
    </div>
  ),
  parameters: {
    // Several paginations side by side only exist on this showcase page.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};

export const LinksToEveryPage: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const links = within(nav);
    await expect(links.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      getHref(4),
    );
    await expect(links.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      getHref(6),
    );
    await expect(links.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', getHref(12));
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', getHref(1));
    await expect(links.queryByRole('link', { name: 'Page 8' })).toBeNull();
  },
};

export const NoPreviousOnFirstPage: Story = {
  globals: { locale: 'en' },
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

/** Follows its links in place, as the app's router does. */
function PaginationHarness({ start, pageCount }: { start: number; pageCount: number }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getHref={getHref}
      renderLink={({ children, href, ...props }) => (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            setPage(Number(new URL(href, 'http://x.invalid').searchParams.get('page')));
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

/** "Next" is gone on the last page: the focus goes to the last page's link, not to the page. */
export const FocusStaysAfterTheLastNext: Story = {
  globals: { locale: 'en' },
  render: () => <PaginationHarness start={11} pageCount={12} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveFocus();
  },
};

/** "Previous" is gone on the first page: the focus goes to the first page's link. */
export const FocusStaysAfterTheFirstPrevious: Story = {
  globals: { locale: 'en' },
  render: () => <PaginationHarness start={2} pageCount={12} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

/** Stands in for the router's Link; it marks the anchors it renders. */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const RendersLinksWithRouter: Story = {
  globals: { locale: 'en' },
  args: { renderLink: (props) => <RouterLink {...props} /> },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
  },
};

export const ShowMoreIgnoresClicksWhileLoading: Story = {
  globals: { locale: 'en' },
  render: () => <ShowMoreHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Show more/ });
    await expect(button).toHaveTextContent('(24 left)');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(canvas.getByText('Requests: 1')).toBeInTheDocument();
  },
};

/** Counts load requests; the next page never arrives, so the button stays busy. */
function ShowMoreHarness() {
  const [requests, setRequests] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <ShowMore remaining={24} loading={requests > 0} onClick={() => setRequests((n) => n + 1)} />
      <p>Requests: {requests}</p>
    </div>
  );
}

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider, defineMessages } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button, Dialog } from 'design-system';
import { ConfirmRemovalDialog, SavedItemsSection } from './saved-items';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);
// The dialog's code is loaded once, before the tests, as a page would have it by the first tap.
beforeAll(async () => {
  await Dialog.preload();
});

const messages = defineMessages({
  title: { id: 'test.title', defaultMessage: 'Saved cards' },
  retry: { id: 'test.retry', defaultMessage: 'Try again' },
  defaultHint: { id: 'test.hint', defaultMessage: 'The default is chosen at checkout.' },
  loading: { id: 'test.loading', defaultMessage: 'Loading…' },
  empty: { id: 'test.empty', defaultMessage: 'Nothing saved.' },
  removeText: { id: 'test.removeText', defaultMessage: 'You can add it again.' },
  keep: { id: 'test.keep', defaultMessage: 'Keep' },
  confirmRemove: { id: 'test.confirm', defaultMessage: 'Yes, remove' },
  load: { id: 'test.load', defaultMessage: 'Could not load.' },
  default: { id: 'test.default', defaultMessage: 'Could not change the default.' },
  remove: { id: 'test.remove', defaultMessage: 'Could not remove.' },
});

/** Two saved items, each with a button that asks before removing it. */
function Saved() {
  const [items, setItems] = useState(['8600 0015', '9860 0018']);
  const [toRemove, setToRemove] = useState<string | null>(null);
  return (
    <SavedItemsSection
      id="saved-title"
      messages={messages}
      failure={null}
      failureMessages={messages}
      onRetry={() => undefined}
      count={items.length}
      loading={false}
      footer={
        <ConfirmRemovalDialog
          open={toRemove !== null}
          title={`Remove ${toRemove ?? ''}?`}
          messages={messages}
          removing={false}
          failed={false}
          failureMessage={messages.remove}
          onKeep={() => setToRemove(null)}
          onRemove={() => {
            setItems((current) => current.filter((item) => item !== toRemove));
            setToRemove(null);
          }}
        />
      }
    >
      {items.map((item) => (
        <li key={item}>
          {item} <Button onClick={() => setToRemove(item)}>{`Remove ${item}`}</Button>
        </li>
      ))}
    </SavedItemsSection>
  );
}

function show() {
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <Saved />
    </IntlProvider>,
  );
}

describe('removing a saved item', () => {
  it('gives the focus to the section’s heading once the item and its button are gone', async () => {
    show();
    const remove = screen.getByRole('button', { name: 'Remove 9860 0018' });
    remove.focus();
    await act(async () => fireEvent.click(remove));
    const confirm = await screen.findByRole('button', { name: 'Yes, remove' });
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/9860 0018/)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved cards' })),
    );
  });

  it('gives the focus back to the item’s button when it is kept', async () => {
    show();
    const remove = screen.getByRole('button', { name: 'Remove 8600 0015' });
    remove.focus();
    await act(async () => fireEvent.click(remove));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Keep' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });
});

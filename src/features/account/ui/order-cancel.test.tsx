// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from 'design-system';
import { ApiError, type Order } from '@/shared/api';
import { catalogues } from '@/shared/i18n/index.testing';
import { $locale } from '@/shared/model';
import { sampleOrder } from '../model/fixtures';
import { cancelConfirmed, cancelOrderFx } from '../model/order-cancel';
import { OrderCancel } from './order-cancel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);
// Focusing the cancel button loads the dialog's code: loaded before, not after the tests end.
beforeAll(async () => {
  await Dialog.preload();
});

const confirmed: Order = { ...sampleOrder, status: 'confirmed', payment_status: 'unpaid' };
const cancelled: Order = {
  ...confirmed,
  status: 'cancelled',
  cancellation: { at: '2026-11-22T09:20:00Z', reason: null },
};
const texts = catalogues.en;

function view(scope: Scope, order: Order) {
  return (
    <Provider value={scope}>
      <IntlProvider locale="en" messages={texts} onError={() => undefined}>
        <OrderCancel order={order} />
      </IntlProvider>
    </Provider>
  );
}

describe('cancelling from the order’s page', () => {
  it('moves the focus from the cancel button, gone with the cancel, to the notice of it', async () => {
    const scope = fork({
      values: [[$locale, 'en']],
      handlers: [[cancelOrderFx, async () => cancelled]],
    });
    const { rerender } = render(view(scope, confirmed));
    const button = screen.getByRole('button', { name: texts['account.cancel.button'] });
    button.focus();
    await allSettled(cancelOrderFx, { scope, params: { id: confirmed.id, reason: '' } });
    // The page reads the order again: it is cancelled, and the button is gone.
    await act(async () => rerender(view(scope, cancelled)));
    const notice = screen.getByText(texts['account.cancel.cancelledByYou'] ?? '');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(notice)).toBe(true);
  });

  it('opens its dialog on the reason field', async () => {
    const scope = fork({ values: [[$locale, 'en']] });
    render(view(scope, confirmed));
    await act(async () => {
      screen.getByRole('button', { name: texts['account.cancel.button'] }).click();
    });
    const reason = await screen.findByRole('textbox', {
      name: new RegExp(texts['account.cancel.reason'] ?? ''),
    });
    expect(document.activeElement).toBe(reason);
  });

  it('leaves the focus alone on an order cancelled before the page opened', async () => {
    const scope = fork({ values: [[$locale, 'en']] });
    render(view(scope, cancelled));
    await act(async () => {});
    expect(screen.getByText(texts['account.cancel.cancelledByYou'] ?? '')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it.each([
    [404, 'not_found', 'account.cancel.notFound'],
    [422, 'validation_failed', 'account.cancel.reasonRefused'],
  ] as const)(
    'says why an answer %i did not cancel, not to check the connection',
    async (status, code, id) => {
      const scope = fork({
        values: [[$locale, 'en']],
        handlers: [
          [
            cancelOrderFx,
            async () => {
              throw new ApiError({ status, code, message: 'Refused' });
            },
          ],
        ],
      });
      render(view(scope, confirmed));
      await act(async () => {
        screen.getByRole('button', { name: texts['account.cancel.button'] }).click();
      });
      await act(async () => {
        await allSettled(cancelConfirmed, { scope });
      });
      expect(await screen.findByText(texts[id] ?? '-')).toBeTruthy();
      expect(screen.queryByText(texts['account.cancel.failed'] ?? '-')).toBeNull();
    },
  );
});

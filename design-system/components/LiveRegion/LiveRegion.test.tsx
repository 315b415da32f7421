// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_DELAY_MS, LiveRegion, type LiveAnnouncement } from './LiveRegion';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = () => screen.getByRole('status');

function show(announcement: LiveAnnouncement | null) {
  const view = render(<LiveRegion announcement={announcement} />);
  return (next: LiveAnnouncement | null) => view.rerender(<LiveRegion announcement={next} />);
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('LiveRegion', () => {
  it('is a polite region, empty on the server and when it mounts, even with an announcement', async () => {
    expect(renderToString(<LiveRegion announcement={{ id: 1, text: 'Non' }} />)).not.toContain(
      'Non',
    );
    show({ id: 1, text: '“Non”: 3 pcs in your cart' });
    await wait(LIVE_REGION_DELAY_MS * 2);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().getAttribute('aria-atomic')).toBe('true');
    expect(region().textContent).toBe('');
  });

  it('says a later announcement after its delay', async () => {
    const update = show(null);
    update({ id: 1, text: '“Non” removed from your cart' });
    await wait(LIVE_REGION_DELAY_MS - 1);
    expect(region().textContent).toBe('');
    await wait(1);
    expect(region().textContent).toBe('“Non” removed from your cart');
  });

  it('says only the last of a burst', async () => {
    const update = show(null);
    update({ id: 1, text: '“Non”: 2 pcs in your cart' });
    await wait(LIVE_REGION_DELAY_MS / 2);
    update({ id: 2, text: '“Non”: 3 pcs in your cart' });
    await wait(LIVE_REGION_DELAY_MS / 2);
    expect(region().textContent).toBe('');
    await wait(LIVE_REGION_DELAY_MS);
    expect(region().textContent).toBe('“Non”: 3 pcs in your cart');
  });

  it('says the same text again as a new node', async () => {
    const update = show(null);
    update({ id: 1, text: 'Your cart is cleared' });
    await wait(LIVE_REGION_DELAY_MS);
    const first = region().firstChild;
    update({ id: 2, text: 'Your cart is cleared' });
    await wait(LIVE_REGION_DELAY_MS);
    expect(region().textContent).toBe('Your cart is cleared');
    expect(region().firstChild).not.toBe(first);
  });
});

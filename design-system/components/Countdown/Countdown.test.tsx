// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { formatCountdown } from './formatCountdown';

describe('formatCountdown', () => {
  it('prints minutes and seconds with two digits', () => {
    expect(formatCountdown(60_000)).toBe('01:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(5_000)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(125_000)).toBe('02:05');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const renderCountdown = (onDone: () => void) =>
    render(
      <IntlProvider locale="en">
        <Countdown
          endsAt={Date.now() + 60_000}
          onDone={onDone}
          doneMessage="You can request a new code"
        />
      </IntlProvider>,
    );

  it('ticks down by itself and calls onDone once at zero', () => {
    const onDone = vi.fn();
    renderCountdown(onDone);
    expect(screen.getByRole('timer').textContent).toBe('01:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer').textContent).toBe('00:01');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('You can request a new code');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('follows a clock given by the parent', () => {
    const onDone = vi.fn();
    const endsAt = Date.now() + 30_000;
    const view = render(
      <IntlProvider locale="en">
        <Countdown endsAt={endsAt} now={endsAt - 12_000} onDone={onDone} />
      </IntlProvider>,
    );
    expect(screen.getByRole('timer').textContent).toBe('00:12');
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer').textContent).toBe('00:12');
    view.rerender(
      <IntlProvider locale="en">
        <Countdown endsAt={endsAt} now={endsAt} onDone={onDone} />
      </IntlProvider>,
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Time is up');
  });

  it('starts again when given a new end', () => {
    const onDone = vi.fn();
    const endsAt = Date.now() + 1000;
    const view = render(
      <IntlProvider locale="en">
        <Countdown endsAt={endsAt} onDone={onDone} />
      </IntlProvider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    view.rerender(
      <IntlProvider locale="en">
        <Countdown endsAt={Date.now() + 2000} onDone={onDone} />
      </IntlProvider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});

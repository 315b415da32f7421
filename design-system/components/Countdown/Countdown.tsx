import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import * as styles from './Countdown.css';
import { formatCountdown } from './formatCountdown';

const messages = defineMessages({
  done: {
    id: 'ds.countdown.done',
    defaultMessage: 'Time is up',
    description: 'Announced to screen readers when a countdown reaches zero',
  },
});

export type CountdownProps = {
  /** When the countdown ends, in epoch milliseconds (e.g. code sent at + 60 000). */
  endsAt: number;
  /**
   * The current time in epoch milliseconds. When given, the parent drives the clock (tests,
   * an effector clock); otherwise the countdown ticks by itself once a second.
   */
  now?: number;
  /** Called once when the time is up. */
  onDone?: () => void;
  /** Announced politely at zero, e.g. "You can request a new code". "Time is up" by default. */
  doneMessage?: string;
  className?: string;
};

/** Remaining time as `mm:ss`, for the resend-code timer and similar waits. */
export function Countdown({ endsAt, now, onDone, doneMessage, className }: CountdownProps) {
  const intl = useIntl();
  const [clock, setClock] = useState(() => now ?? Date.now());
  const current = now ?? clock;
  const left = Math.max(0, endsAt - current);
  const done = left === 0;

  const selfDriven = now === undefined;
  useEffect(() => {
    if (!selfDriven || done) return undefined;
    const tick = () => setClock(Date.now());
    let interval: ReturnType<typeof setInterval> | undefined;
    // Align the ticks with whole seconds of the remaining time so the display never lags.
    const aligned = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      Math.max(0, endsAt - Date.now()) % 1000 || 1000,
    );
    return () => {
      clearTimeout(aligned);
      clearInterval(interval);
    };
  }, [selfDriven, done, endsAt]);

  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  const reportedEnd = useRef<number | null>(null);
  useEffect(() => {
    if (done && reportedEnd.current !== endsAt) {
      reportedEnd.current = endsAt;
      onDoneRef.current?.();
    }
  }, [done, endsAt]);

  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <span role="timer" className={styles.time}>
        {formatCountdown(left)}
      </span>
      <span role="status" className={visuallyHidden}>
        {done ? (doneMessage ?? intl.formatMessage(messages.done)) : ''}
      </span>
    </span>
  );
}

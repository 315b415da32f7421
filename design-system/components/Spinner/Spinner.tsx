import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const messages = defineMessages({
  loading: {
    id: 'ds.spinner.loading',
    defaultMessage: 'Loading',
    description: 'Default label of a loading spinner',
  },
});

export type SpinnerProps = {
  /** What is loading; "Loading" by default. Read by screen readers. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  labelVisible?: boolean;
  size?: SpinnerSize;
  className?: string;
};

/** An indeterminate loading indicator, announced politely with its label. */
export function Spinner({ label, labelVisible = false, size, className }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      <svg className={styles.circle({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9.5"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={labelVisible ? styles.label : visuallyHidden}>{text}</span>
    </span>
  );
}

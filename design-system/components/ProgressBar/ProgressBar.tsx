import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../foundations';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['brand', 'accent', 'caution', 'critical'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ['small', 'medium'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export type ProgressBarProps = {
  value: number;
  min?: number;
  max?: number;
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Hides the label visually while keeping it as the accessible name. */
  labelHidden?: boolean;
  /** Human reading of the value, e.g. "40 000 of 150 000 soʻm"; also shown next to the label. */
  valueText?: string;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
  className?: string;
};

/** A determinate progress bar with `role="progressbar"` and its values. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  labelHidden = false,
  valueText,
  tone,
  size,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 100;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={labelHidden ? visuallyHidden : styles.labelRow}>
        <span id={labelId} className={labelHidden ? undefined : styles.label}>
          {label}
        </span>
        {valueText ? (
          <span className={styles.valueText} aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        className={styles.track({ size })}
      >
        <div className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

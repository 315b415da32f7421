import type { ReactNode } from 'react';
import { Radio, RadioGroup } from '../RadioGroup';
import * as styles from './TimeSlotPicker.css';

export interface TimeSlot {
  /** The value chosen. */
  id: string;
  /** The hours, e.g. "15:00–17:00". */
  time: ReactNode;
  /** What is left, or why it cannot be chosen ("3 places left", "Full"). */
  note?: ReactNode;
  /** Full, or past the time orders for it close. */
  disabled?: boolean;
}

export interface TimeSlotDay {
  id: string;
  /** The day, e.g. "Today, 24 November". */
  label: ReactNode;
  slots: readonly TimeSlot[];
}

export type TimeSlotPickerProps = {
  /** The question, e.g. "Delivery time". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  days: readonly TimeSlotDay[];
  value: string | null;
  onValueChange: (id: string) => void;
  className?: string;
};

/**
 * A time window to choose, grouped by day: native radios (arrow keys move between windows),
 * windows that cannot be chosen stay visible but disabled, with the reason beside them.
 */
export function TimeSlotPicker({
  label,
  hint,
  error,
  name,
  days,
  value,
  onValueChange,
  className,
}: TimeSlotPickerProps) {
  return (
    <RadioGroup
      label={label}
      hint={hint}
      error={error}
      name={name}
      value={value ?? undefined}
      onValueChange={onValueChange}
      className={className}
    >
      {days.map((day) => (
        <div key={day.id} className={styles.day} role="group" aria-labelledby={`${day.id}-title`}>
          <p className={styles.dayTitle} id={`${day.id}-title`}>
            {day.label}
          </p>
          <div className={styles.slots}>
            {day.slots.map((slot) => (
              <Radio
                key={slot.id}
                value={slot.id}
                disabled={slot.disabled}
                label={slot.time}
                description={slot.note}
              />
            ))}
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}

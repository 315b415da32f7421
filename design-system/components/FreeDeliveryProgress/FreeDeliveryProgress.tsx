import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatMoney } from '../../format';
import { CheckIcon, TruckIcon } from '../Icon';
import { toLocale } from '../private/toLocale';
import { ProgressBar } from '../ProgressBar';
import * as styles from './FreeDeliveryProgress.css';

const messages = defineMessages<{
  left: { amount: string };
  done: NoMessageValues;
  progress: { subtotal: string; threshold: string };
}>({
  left: {
    id: 'ds.freeDeliveryProgress.left',
    defaultMessage: 'Add {amount} more for free courier delivery',
    description: 'How much more the shopper must add to the cart to get free courier delivery',
  },
  done: {
    id: 'ds.freeDeliveryProgress.done',
    defaultMessage: 'Courier delivery is free',
    description: 'The cart total has reached the free courier delivery threshold',
  },
  progress: {
    id: 'ds.freeDeliveryProgress.progress',
    defaultMessage: '{subtotal} of {threshold}',
    description: 'Reading of the free delivery progress bar, e.g. 40 000 of 150 000 sum',
  },
});

export type FreeDeliveryProgressProps = {
  /** Cart total in whole sum. */
  subtotal: number;
  /** Cart total from which courier delivery is free, in whole sum. */
  threshold: number;
  className?: string;
};

/** How far the cart is from free courier delivery, with a bar; a calm done state after. */
export function FreeDeliveryProgress({
  subtotal,
  threshold,
  className,
}: FreeDeliveryProgressProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const left = Math.max(0, threshold - subtotal);
  const done = left === 0;
  const label = done
    ? intl.formatMessage(messages.done)
    : intl.formatMessage(messages.left, { amount: formatMoney(left, locale) });
  return (
    <div className={[styles.root({ done }), className].filter(Boolean).join(' ')}>
      <span className={styles.icon({ done })} aria-hidden="true">
        {done ? <CheckIcon size="md" /> : <TruckIcon size="md" />}
      </span>
      <ProgressBar
        className={styles.bar}
        label={label}
        value={Math.min(subtotal, threshold)}
        max={threshold}
        size="small"
        valueText={intl.formatMessage(messages.progress, {
          subtotal: formatMoney(Math.min(subtotal, threshold), locale),
          threshold: formatMoney(threshold, locale),
        })}
      />
    </div>
  );
}

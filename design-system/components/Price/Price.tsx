import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatMoney, formatUsd } from '../../format';
import { visuallyHidden } from '../../foundations';
import { toLocale } from '../private/toLocale';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Price.css';
import { usdCentsOf, usePriceCurrency } from './price-currency';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const priceRootClass = cachedRecipe(styles.root);

export const priceSizes = ['small', 'medium', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

/** How the goods are sold: by the piece, or by weight with the price given per kilogram. */
export const priceUnits = ['piece', 'kg'] as const;
export type PriceUnit = (typeof priceUnits)[number];

const messages = defineMessages<{
  perKg: NoMessageValues;
  perKgSpoken: NoMessageValues;
  was: { price: string };
  usd: { price: string };
}>({
  perKg: {
    id: 'ds.price.perKg',
    defaultMessage: '/ kg',
    description: 'Suffix after a price of goods sold by weight: the price is per kilogram',
  },
  perKgSpoken: {
    id: 'ds.price.perKgSpoken',
    defaultMessage: 'per kilogram',
    description: 'Screen-reader reading of the per-kilogram suffix after a price',
  },
  was: {
    id: 'ds.price.was',
    defaultMessage: 'was {price}',
    description: 'Screen-reader text before the old, struck-through price of a discounted product',
  },
  usd: {
    id: 'ds.price.usd',
    defaultMessage: '≈ {price}',
    description: 'Approximate price in US dollars shown under the price in sum',
  },
});

export type PriceProps = {
  /** Current price in whole sum. */
  amount: number;
  /** Price before the discount, in whole sum; shown struck through when higher than `amount`. */
  oldAmount?: number;
  /**
   * Approximate price in US cents: a second line (`≈ $4.99`) when prices are shown in sums, the
   * price itself when they are shown in dollars (computed from the rate when absent).
   */
  usdCents?: number;
  /** `kg` adds the per-kilogram suffix for goods sold by weight. */
  unit?: PriceUnit;
  size?: PriceSize;
  className?: string;
};

export function Price({
  amount,
  oldAmount,
  usdCents,
  unit = 'piece',
  size,
  className,
}: PriceProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const { currency, usdRate } = usePriceCurrency();
  const discounted = oldAmount !== undefined && oldAmount > amount;
  const rootClass = [priceRootClass({ size }), className].filter(Boolean).join(' ');
  const currentUsd = usdCents ?? usdCentsOf(amount, usdRate);
  // Dollars are shown only as an approximation, and only with a rate to compute them from; the
  // amount in sums stays beside them, as it is what the shop charges.
  const inUsd = currency === 'usd' && currentUsd !== undefined;
  const oldUsd =
    discounted && inUsd && oldAmount !== undefined ? usdCentsOf(oldAmount, usdRate) : undefined;
  const approximate = (cents: number) =>
    intl.formatMessage(messages.usd, { price: formatUsd(cents / 100) });
  const mainText = inUsd ? approximate(currentUsd) : formatMoney(amount, locale);
  const oldText =
    oldAmount === undefined
      ? ''
      : oldUsd !== undefined
        ? formatUsd(oldUsd / 100)
        : formatMoney(oldAmount, locale);
  const secondLine = inUsd
    ? formatMoney(amount, locale)
    : usdCents !== undefined
      ? approximate(usdCents)
      : null;

  return (
    <span className={rootClass}>
      <span className={styles.amounts}>
        <span
          className={discounted ? `${styles.current} ${styles.currentDiscounted}` : styles.current}
        >
          {mainText}
          {unit === 'kg' ? (
            <>
              {' '}
              <span className={styles.unit} aria-hidden="true">
                {intl.formatMessage(messages.perKg)}
              </span>
              <span className={visuallyHidden}>{intl.formatMessage(messages.perKgSpoken)}</span>
            </>
          ) : null}
        </span>
        {discounted ? (
          <span className={styles.old}>
            <span className={visuallyHidden}>
              {intl.formatMessage(messages.was, { price: oldText })}
            </span>
            <s aria-hidden="true">{oldText}</s>
          </span>
        ) : null}
      </span>
      {secondLine !== null ? <span className={styles.usd}>{secondLine}</span> : null}
    </span>
  );
}

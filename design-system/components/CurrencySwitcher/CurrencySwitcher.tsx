import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { priceCurrencies, type PriceCurrencyName } from '../Price/price-currency';
import * as styles from './CurrencySwitcher.css';

const messages = defineMessages<{
  label: NoMessageValues;
  sum: NoMessageValues;
  sumSpoken: NoMessageValues;
  usdSpoken: NoMessageValues;
}>({
  label: {
    id: 'ds.currencySwitcher.label',
    defaultMessage: 'Currency of prices',
    description: 'Accessible name of the pair of buttons choosing the currency prices are shown in',
  },
  sum: {
    id: 'ds.currencySwitcher.sum',
    defaultMessage: 'sum',
    description: 'Visible short name of the Uzbek sum on the currency button (as after a price)',
  },
  sumSpoken: {
    id: 'ds.currencySwitcher.sumSpoken',
    defaultMessage: 'Uzbek sums',
    description: 'Screen-reader name of the button showing prices in Uzbek sums',
  },
  usdSpoken: {
    id: 'ds.currencySwitcher.usdSpoken',
    defaultMessage: 'US dollars, approximate',
    description:
      'Screen-reader name of the button showing prices in US dollars, converted at the shop rate',
  },
});

export interface CurrencySwitcherProps {
  current: PriceCurrencyName;
  onChange: (currency: PriceCurrencyName) => void;
  className?: string;
}

/**
 * Two pressed/unpressed buttons choosing the currency prices are shown in: sums, or dollars as an
 * approximation. Payment is always in sums.
 */
export function CurrencySwitcher({ current, onChange, className }: CurrencySwitcherProps) {
  const intl = useIntl();
  const names: Record<PriceCurrencyName, { short: string; spoken: string }> = {
    sum: {
      short: intl.formatMessage(messages.sum),
      spoken: intl.formatMessage(messages.sumSpoken),
    },
    usd: { short: '$', spoken: intl.formatMessage(messages.usdSpoken) },
  };
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {priceCurrencies.map((currency) => (
        <button
          key={currency}
          type="button"
          className={styles.option}
          aria-pressed={currency === current}
          onClick={() => {
            if (currency !== current) onChange(currency);
          }}
        >
          <span aria-hidden="true">{names[currency].short}</span>
          <span className={visuallyHidden}>{names[currency].spoken}</span>
        </button>
      ))}
    </div>
  );
}

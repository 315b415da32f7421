import { useUnit } from 'effector-react';
import { defineMessage, useIntl } from 'react-intl';
import { Alert, Stack, formatMoney } from 'design-system';
import { $locale } from '@/shared/model';
import { $currentQuote } from '../model/regional';

const deliveryTerms = defineMessage<{ fee: string; min: number; max: number }>({
  id: 'checkout.regional.terms',
  defaultMessage:
    'Delivery by courier company: {fee}, {min}–{max} days after the order is confirmed.',
  description: 'Regional delivery fee and estimate in days, shown before paying',
});

export const blockedTitle = defineMessage({
  id: 'checkout.regional.blockedTitle',
  defaultMessage: 'These goods are not shipped to the regions',
  description: 'Title of the list of perishable lines that block regional delivery',
});

export const blockedText = defineMessage({
  id: 'checkout.regional.blockedText',
  defaultMessage:
    'Fresh, dairy and frozen goods would spoil on the way. Remove them from the cart, or choose delivery in Tashkent or pickup.',
  description: 'What to do about perishable lines in a regional order',
});

/** The fee and days of delivery to the chosen region, and the lines it cannot receive. */
export function RegionalQuote() {
  const intl = useIntl();
  const [quote, locale] = useUnit([$currentQuote, $locale]);
  if (!quote) return null;
  return (
    <Stack space="sm" data-testid="regional-quote">
      <Alert tone="info">
        {intl.formatMessage(deliveryTerms, {
          fee: formatMoney(quote.fee, locale),
          min: quote.estimate_days.min,
          max: quote.estimate_days.max,
        })}
      </Alert>
      {quote.blocked_lines.length > 0 ? (
        <Alert tone="critical" live title={intl.formatMessage(blockedTitle)}>
          <Stack space="xs">
            <ul data-testid="blocked-lines" style={{ margin: 0, paddingInlineStart: '1.25em' }}>
              {quote.blocked_lines.map((line) => (
                <li key={line.product_id}>{line.name}</li>
              ))}
            </ul>
            <span>{intl.formatMessage(blockedText)}</span>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

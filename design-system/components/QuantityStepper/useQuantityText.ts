import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toLocale } from '../private/toLocale';
import { weightParts, type QuantityUnit } from './quantity';

const messages = defineMessages<{ grams: { value: string }; kilograms: { value: string } }>({
  grams: {
    id: 'ds.quantityStepper.grams',
    defaultMessage: '{value} g',
    description: 'A weight in grams, e.g. 500 g',
  },
  kilograms: {
    id: 'ds.quantityStepper.kilograms',
    defaultMessage: '{value} kg',
    description: 'A weight in kilograms, e.g. 1.5 kg',
  },
});

/** Returns a function that turns a quantity into text: `3` for pieces, `500 g` or `1,5 kg` by weight. */
export function useQuantityText(): (value: number, unit: QuantityUnit) => string {
  const intl = useIntl();
  return useCallback(
    (value, unit) => {
      if (unit === 'piece') return String(value);
      const parts = weightParts(value, toLocale(intl.locale));
      return intl.formatMessage(parts.unit === 'g' ? messages.grams : messages.kilograms, {
        value: parts.value,
      });
    },
    [intl],
  );
}

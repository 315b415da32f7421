import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Radio, RadioGroup, Select, Stack, Text } from 'design-system';
import type { Substitution } from '@/shared/api';
import { substitutionChoices } from '../lib/substitutions';
import { $lines } from '../model/order';
import {
  $lineSubstitutions,
  $substitution,
  lineSubstitutionChosen,
  substitutionChosen,
} from '../model/substitutions';
import * as styles from './substitution-choice.css';

export const substitutionMessages = defineMessages<Substitution>({
  replace: {
    id: 'checkout.substitution.replace',
    defaultMessage: 'Replace it with a similar one',
    description: 'Substitution choice: the picker puts in a similar product',
  },
  call: {
    id: 'checkout.substitution.call',
    defaultMessage: 'Call me',
    description: 'Substitution choice: the picker calls the shopper to agree',
  },
  remove: {
    id: 'checkout.substitution.remove',
    defaultMessage: 'Remove it from the order',
    description: 'Substitution choice: the missing item is left out and not charged',
  },
});

const messages = defineMessages({
  legend: {
    id: 'checkout.substitution.legend',
    defaultMessage: 'If an item is missing',
    description: 'Legend of the choice of what the picker does when an item is missing',
  },
  hint: {
    id: 'checkout.substitution.hint',
    defaultMessage: 'What the picker does when an item is out of stock at the store.',
    description: 'Hint under the substitution choice',
  },
  perLine: {
    id: 'checkout.substitution.perLine',
    defaultMessage: 'Choose for each item',
    description: 'Opens the per-item substitution choices',
  },
  asOrder: {
    id: 'checkout.substitution.asOrder',
    defaultMessage: 'As for the whole order',
    description: 'Per-item choice: follow the order-wide substitution choice',
  },
});
const removeHint = defineMessage({
  id: 'checkout.substitution.removeHint',
  defaultMessage: 'A removed item is not charged.',
  description: 'Under "remove": what removing costs',
});

/** What the picker does when an item is missing: for the order, and optionally per item. */
export function SubstitutionChoice() {
  const intl = useIntl();
  const [choice, lineChoices, lines, choose, chooseForLine] = useUnit([
    $substitution,
    $lineSubstitutions,
    $lines,
    substitutionChosen,
    lineSubstitutionChosen,
  ]);
  return (
    <Stack space="md" as="section" aria-label={intl.formatMessage(messages.legend)}>
      <RadioGroup
        label={intl.formatMessage(messages.legend)}
        hint={intl.formatMessage(messages.hint)}
        name="substitution"
        value={choice}
        onValueChange={(value) => {
          const known = substitutionChoices.find((option) => option === value);
          if (known) choose(known);
        }}
      >
        {substitutionChoices.map((option) => (
          <Radio
            key={option}
            value={option}
            label={intl.formatMessage(substitutionMessages[option])}
            description={option === 'remove' ? intl.formatMessage(removeHint) : undefined}
          />
        ))}
      </RadioGroup>
      {lines.length > 1 ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>
            <Text as="span" weight="semibold">
              {intl.formatMessage(messages.perLine)}
            </Text>
          </summary>
          <Stack space="md" className={styles.lines}>
            {lines.map((line) => (
              <Select
                key={line.product_id}
                label={line.name}
                name={`substitution-${line.product_id}`}
                value={lineChoices[line.product_id] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  chooseForLine({
                    productId: line.product_id,
                    substitution: substitutionChoices.find((option) => option === value) ?? null,
                  });
                }}
                options={[
                  { value: '', label: intl.formatMessage(messages.asOrder) },
                  ...substitutionChoices.map((option) => ({
                    value: option,
                    label: intl.formatMessage(substitutionMessages[option]),
                  })),
                ]}
              />
            ))}
          </Stack>
        </details>
      ) : null}
    </Stack>
  );
}

import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Checkbox, RadioCard, RadioGroup } from 'design-system';
import { addressLine } from '@/entities/address';
import {
  $addressChoices,
  $chosenAddress,
  $saveNewAddress,
  savedAddressChosen,
  saveNewAddressToggled,
  typedAddressChosen,
} from '../model/address-choice';

const messages = defineMessages({
  legend: {
    id: 'checkout.addressBook.legend',
    defaultMessage: 'Deliver to',
    description: 'Legend of the saved addresses offered at checkout',
  },
  another: {
    id: 'checkout.addressBook.another',
    defaultMessage: 'Another address',
    description: 'The choice to type an address that is not saved',
  },
  anotherHint: {
    id: 'checkout.addressBook.anotherHint',
    defaultMessage: 'Type it below',
    description: 'Under "Another address": the fields below are for it',
  },
  isDefault: {
    id: 'checkout.addressBook.isDefault',
    defaultMessage: 'Default address',
    description: 'Marks the default saved address among the choices',
  },
  save: {
    id: 'checkout.addressBook.save',
    defaultMessage: 'Save this address',
    description: 'Checkbox: the typed address is added to the address book with the order',
  },
  saveHint: {
    id: 'checkout.addressBook.saveHint',
    defaultMessage: 'It is added to your addresses when the order is placed.',
    description: 'When the typed address is saved',
  },
});
const flatLine = defineMessage<{ flat: string }>({
  id: 'checkout.addressBook.flat',
  defaultMessage: 'flat {flat}',
  description: 'The flat of a saved address offered at checkout',
});

/** The saved addresses as one-tap choices above the address fields. */
export function SavedAddressChoice() {
  const intl = useIntl();
  const [choices, chosen, choose, another] = useUnit([
    $addressChoices,
    $chosenAddress,
    savedAddressChosen,
    typedAddressChosen,
  ]);
  if (choices.length === 0) return null;
  return (
    <RadioGroup
      label={intl.formatMessage(messages.legend)}
      value={chosen ? String(chosen.id) : 'typed'}
      onValueChange={(value) => {
        const address = choices.find((known) => String(known.id) === value);
        if (address) choose(address);
        else another();
      }}
    >
      {choices.map((address) => (
        <RadioCard
          key={address.id}
          value={String(address.id)}
          title={addressLine(address)}
          description={[
            address.flat.trim() ? intl.formatMessage(flatLine, { flat: address.flat }) : '',
            address.is_default ? intl.formatMessage(messages.isDefault) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
      <RadioCard
        value="typed"
        title={intl.formatMessage(messages.another)}
        description={intl.formatMessage(messages.anotherHint)}
      />
    </RadioGroup>
  );
}

/** "Save this address", offered while the address typed is none of the saved ones. */
export function SaveAddressCheckbox() {
  const intl = useIntl();
  const [chosen, save, toggle] = useUnit([$chosenAddress, $saveNewAddress, saveNewAddressToggled]);
  if (chosen !== null) return null;
  return (
    <Checkbox
      name="save_address"
      label={intl.formatMessage(messages.save)}
      description={intl.formatMessage(messages.saveHint)}
      checked={save}
      onChange={(event) => toggle(event.currentTarget.checked)}
    />
  );
}

import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  Grid,
  Inline,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  visuallyHidden,
} from 'design-system';
import { $addresses, addressesRequested, addressLine } from '@/entities/address';
import { regionNames, tashkentDistricts } from '@/entities/region';
import { regions, type SavedAddress } from '@/shared/api';
import { $locale } from '@/shared/model';
import { ConfirmRemovalDialog, SavedItemsSection } from '@/shared/ui';
import {
  $addressBookFailure,
  $addressDialog,
  $addressesLoading,
  $addressToRemove,
  $choosingDefaultAddress,
  $draft,
  $draftProblems,
  $removingAddress,
  $savingAddress,
  $showDraftProblems,
  addAddressOpened,
  addressDialogClosed,
  addressSubmitted,
  defaultAddressChosen,
  draftChanged,
  editAddressOpened,
  removeAddressClicked,
  removeAddressConfirmed,
  removeAddressDismissed,
  type AddressBookFailure,
} from '../model/address-book';

const messages = defineMessages({
  title: {
    id: 'addresses.book.title',
    defaultMessage: 'Delivery addresses',
    description: 'Heading of the address book section of the account',
  },
  empty: {
    id: 'addresses.book.empty',
    defaultMessage: 'You have no saved addresses. Add one to choose it in a tap at checkout.',
    description: 'The shopper has no saved addresses',
  },
  loading: {
    id: 'addresses.book.loading',
    defaultMessage: 'Loading your addresses…',
    description: 'The saved addresses are being loaded',
  },
  isDefault: {
    id: 'addresses.book.isDefault',
    defaultMessage: 'Default',
    description: 'Badge on the address preselected at checkout',
  },
  defaultHint: {
    id: 'addresses.book.defaultHint',
    defaultMessage: 'The default address is chosen for you at checkout.',
    description: 'What the default address is for',
  },
  makeDefault: {
    id: 'addresses.book.makeDefault',
    defaultMessage: 'Make default',
    description: 'Makes this address the one preselected at checkout',
  },
  edit: {
    id: 'addresses.book.edit',
    defaultMessage: 'Edit',
    description: 'Opens the form to change a saved address',
  },
  remove: {
    id: 'addresses.book.remove',
    defaultMessage: 'Remove',
    description: 'Opens the confirmation to remove a saved address',
  },
  add: {
    id: 'addresses.book.add',
    defaultMessage: 'Add an address',
    description: 'Opens the form to add an address to the address book',
  },
  retry: {
    id: 'addresses.book.retry',
    defaultMessage: 'Try again',
    description: 'Loads the saved addresses again after a failure',
  },
  addTitle: {
    id: 'addresses.form.addTitle',
    defaultMessage: 'New delivery address',
    description: 'Title of the dialog adding an address',
  },
  editTitle: {
    id: 'addresses.form.editTitle',
    defaultMessage: 'Change the address',
    description: 'Title of the dialog changing a saved address',
  },
  region: {
    id: 'addresses.form.region',
    defaultMessage: 'Region',
    description: 'Label of the region select of the address form',
  },
  district: {
    id: 'addresses.form.district',
    defaultMessage: 'District',
    description: 'Label of the Tashkent district select of the address form',
  },
  chooseDistrict: {
    id: 'addresses.form.chooseDistrict',
    defaultMessage: 'Choose a district',
    description: 'Placeholder of the district select',
  },
  city: {
    id: 'addresses.form.city',
    defaultMessage: 'City or town',
    description: 'Label of the town field for an address outside Tashkent',
  },
  street: {
    id: 'addresses.form.street',
    defaultMessage: 'Street and house',
    description: 'Label of the street and house field',
  },
  flat: {
    id: 'addresses.form.flat',
    defaultMessage: 'Flat',
    description: 'Label of the flat number field',
  },
  entrance: {
    id: 'addresses.form.entrance',
    defaultMessage: 'Entrance',
    description: 'Label of the entrance field',
  },
  floor: {
    id: 'addresses.form.floor',
    defaultMessage: 'Floor',
    description: 'Label of the floor field',
  },
  intercom: {
    id: 'addresses.form.intercom',
    defaultMessage: 'Intercom',
    description: 'Label of the intercom code field',
  },
  comment: {
    id: 'addresses.form.comment',
    defaultMessage: 'Note for the courier',
    description: 'Label of the note for the courier',
  },
  required: {
    id: 'addresses.form.required',
    defaultMessage: 'Fill this in',
    description: 'A required field of the address form is empty',
  },
  save: {
    id: 'addresses.form.save',
    defaultMessage: 'Save the address',
    description: 'Saves the address form',
  },
  cancel: {
    id: 'addresses.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the address form without saving',
  },
  removeText: {
    id: 'addresses.book.removeText',
    defaultMessage: 'Orders already placed to it keep their address.',
    description: 'What removing a saved address does',
  },
  keep: {
    id: 'addresses.book.keep',
    defaultMessage: 'Keep the address',
    description: 'Closes the removal confirmation without removing',
  },
  confirmRemove: {
    id: 'addresses.book.confirmRemove',
    defaultMessage: 'Yes, remove',
    description: 'Confirms removing a saved address',
  },
});

const removeTitle = defineMessage<{ address: string }>({
  id: 'addresses.book.removeTitle',
  defaultMessage: 'Remove the address {address}?',
  description: 'Title of the dialog confirming removing a saved address',
});
const flatLine = defineMessage<{ flat: string }>({
  id: 'addresses.book.flatLine',
  defaultMessage: 'flat {flat}',
  description: 'The flat of a saved address, after the street',
});

const failureMessages = defineMessages<AddressBookFailure>({
  load: {
    id: 'addresses.failed.load',
    defaultMessage: 'Your addresses could not be loaded. Check the connection and try again.',
    description: 'The address book failed to load',
  },
  save: {
    id: 'addresses.failed.save',
    defaultMessage: 'The address could not be saved. Check the connection and try again.',
    description: 'Saving an address failed',
  },
  invalid: {
    id: 'addresses.failed.invalid',
    defaultMessage: 'The address was not accepted: check the district, street and house.',
    description: 'The server refused the address as typed',
  },
  remove: {
    id: 'addresses.failed.remove',
    defaultMessage: 'The address could not be removed. Check the connection and try again.',
    description: 'Removing an address failed',
  },
  default: {
    id: 'addresses.failed.default',
    defaultMessage: 'The default address could not be changed. Check the connection and try again.',
    description: 'Choosing the default address failed',
  },
});

/** A saved address in one line, with its flat when it has one. */
export function useAddressText() {
  const intl = useIntl();
  return (address: Pick<SavedAddress, 'city' | 'address' | 'flat'>) =>
    [
      addressLine(address),
      address.flat.trim() && intl.formatMessage(flatLine, { flat: address.flat }),
    ]
      .filter(Boolean)
      .join(', ');
}

function SavedAddressItem({ address }: { address: SavedAddress }) {
  const intl = useIntl();
  const text = useAddressText();
  const locale = useUnit($locale);
  const [choosing, choose, edit, remove] = useUnit([
    $choosingDefaultAddress,
    defaultAddressChosen,
    editAddressOpened,
    removeAddressClicked,
  ]);
  const line = text(address);
  return (
    <Box
      as="li"
      padding="md"
      borderRadius="md"
      borderWidth="thin"
      borderStyle="solid"
      borderColor={address.is_default ? 'borderStrong' : 'border'}
      aria-current={address.is_default ? 'true' : undefined}
    >
      <Stack space="sm">
        <Inline space="sm" align="between" alignY="center">
          <Text weight="semibold">{line}</Text>
          {address.is_default ? (
            <Badge tone="positive">{intl.formatMessage(messages.isDefault)}</Badge>
          ) : null}
        </Inline>
        <Text size="sm" tone="muted">
          {regionNames[address.region][locale]}
          {address.address_comment ? ` · ${address.address_comment}` : ''}
        </Text>
        <Inline space="sm">
          {address.is_default ? null : (
            <Button
              tone="neutral"
              size="sm"
              loading={choosing === address.id}
              disabled={choosing !== null && choosing !== address.id}
              onClick={() => choose(address.id)}
            >
              {intl.formatMessage(messages.makeDefault)}
              <span className={visuallyHidden}> {line}</span>
            </Button>
          )}
          <Button
            tone="ghost"
            size="sm"
            onClick={() => edit(address)}
            onPointerEnter={() => void Dialog.preload()}
            onFocus={() => void Dialog.preload()}
          >
            {intl.formatMessage(messages.edit)}
            <span className={visuallyHidden}> {line}</span>
          </Button>
          <Button
            tone="ghost"
            size="sm"
            onClick={() => remove(address)}
            onPointerEnter={() => void Dialog.preload()}
            onFocus={() => void Dialog.preload()}
          >
            {intl.formatMessage(messages.remove)}
            <span className={visuallyHidden}> {line}</span>
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}

function AddressDialog() {
  const intl = useIntl();
  const [dialog, draft, problems, show, saving, failure, locale, change, submit, close] = useUnit([
    $addressDialog,
    $draft,
    $draftProblems,
    $showDraftProblems,
    $savingAddress,
    $addressBookFailure,
    $locale,
    draftChanged,
    addressSubmitted,
    addressDialogClosed,
  ]);
  const problem = (field: 'city' | 'address') =>
    show && problems[field] ? intl.formatMessage(messages.required) : undefined;
  const text = (field: 'address' | 'flat' | 'entrance' | 'floor' | 'intercom') => ({
    name: field,
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ [field]: event.currentTarget.value }),
  });
  const inTashkent = draft.region === 'tashkent';
  const formId = 'address-book-form';
  return (
    <Dialog
      open={dialog !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={intl.formatMessage(dialog?.mode === 'edit' ? messages.editTitle : messages.addTitle)}
      footer={
        <Inline space="sm" align="end">
          <Button tone="neutral" onClick={() => close()} disabled={saving}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Inline>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack space="md">
          {failure === 'save' || failure === 'invalid' ? (
            <Alert tone="critical" live>
              {intl.formatMessage(failureMessages[failure])}
            </Alert>
          ) : null}
          <Select
            label={intl.formatMessage(messages.region)}
            name="region"
            value={draft.region}
            onChange={(event) => {
              const region = regions.find((known) => known === event.currentTarget.value);
              if (region) change({ region, city: '' });
            }}
            options={regions.map((region) => ({
              value: region,
              label: regionNames[region][locale],
            }))}
          />
          {inTashkent ? (
            <Select
              label={intl.formatMessage(messages.district)}
              name="city"
              placeholder={intl.formatMessage(messages.chooseDistrict)}
              value={draft.city}
              onChange={(event) => change({ city: event.currentTarget.value })}
              options={tashkentDistricts.map((names) => ({
                value: names.uz,
                label: names[locale],
              }))}
              error={problem('city')}
            />
          ) : (
            <TextField
              label={intl.formatMessage(messages.city)}
              name="city"
              autoComplete="address-level2"
              value={draft.city}
              onChange={(event) => change({ city: event.currentTarget.value })}
              error={problem('city')}
            />
          )}
          <TextField
            label={intl.formatMessage(messages.street)}
            autoComplete="street-address"
            {...text('address')}
            error={problem('address')}
          />
          <Grid columns={{ mobile: 2, tablet: 4 }} space="md">
            <TextField label={intl.formatMessage(messages.flat)} optional {...text('flat')} />
            <TextField
              label={intl.formatMessage(messages.entrance)}
              optional
              {...text('entrance')}
            />
            <TextField label={intl.formatMessage(messages.floor)} optional {...text('floor')} />
            <TextField
              label={intl.formatMessage(messages.intercom)}
              optional
              {...text('intercom')}
            />
          </Grid>
          <TextArea
            label={intl.formatMessage(messages.comment)}
            name="address_comment"
            optional
            rows={2}
            value={draft.address_comment}
            onChange={(event) => change({ address_comment: event.currentTarget.value })}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

function RemoveAddressDialog() {
  const intl = useIntl();
  const text = useAddressText();
  const [address, removing, failure, dismiss, confirm] = useUnit([
    $addressToRemove,
    $removingAddress,
    $addressBookFailure,
    removeAddressDismissed,
    removeAddressConfirmed,
  ]);
  return (
    <ConfirmRemovalDialog
      open={address !== null}
      title={intl.formatMessage(removeTitle, { address: address ? text(address) : '' })}
      messages={messages}
      removing={removing}
      failed={failure === 'remove'}
      failureMessage={failureMessages.remove}
      onKeep={dismiss}
      onRemove={confirm}
    />
  );
}

/** The account’s address book: saved delivery addresses, the default, adding, changing, removing. */
export function AddressBook() {
  const intl = useIntl();
  const [addresses, loading, failure, retry, add] = useUnit([
    $addresses,
    $addressesLoading,
    $addressBookFailure,
    addressesRequested,
    addAddressOpened,
  ]);
  return (
    <SavedItemsSection
      id="address-book-title"
      messages={messages}
      failure={failure}
      failureMessages={failureMessages}
      onRetry={retry}
      count={addresses.length}
      loading={loading}
      footer={
        <>
          <div>
            <Button
              tone="neutral"
              onClick={() => add()}
              onPointerEnter={() => void Dialog.preload()}
              onFocus={() => void Dialog.preload()}
            >
              {intl.formatMessage(messages.add)}
            </Button>
          </div>
          <AddressDialog />
          <RemoveAddressDialog />
        </>
      }
    >
      {addresses.map((address) => (
        <SavedAddressItem key={address.id} address={address} />
      ))}
    </SavedItemsSection>
  );
}

import { useUnit } from 'effector-react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Dialog,
  formatPhone,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TextField,
  visuallyHidden,
} from 'design-system';
import { $user, logoutClicked, logoutEverywhereClicked } from '@/entities/session';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { photoTypes, type PhotoError } from '../lib/photo';
import {
  $deleteDialogOpen,
  $deleteFailed,
  $deletingAccount,
  deleteAccountCancelled,
  deleteAccountClicked,
  deleteAccountConfirmed,
} from '../model/delete-account';
import { $photoError, $photoPreview, $uploadingPhoto, photoPicked } from '../model/photo';
import {
  $profileErrors,
  $profileForm,
  $profileSaved,
  $saveError,
  $savingProfile,
  nameChanged,
  nameMaxLength,
  profileSubmitted,
  surnameChanged,
  type NameError,
  type SaveError,
} from '../model/profile';

const messages = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'My profile', description: 'Heading' },
  name: { id: 'account.profile.name', defaultMessage: 'Name', description: 'Field label' },
  surname: { id: 'account.profile.surname', defaultMessage: 'Surname', description: 'Field label' },
  phone: {
    id: 'account.profile.phone',
    defaultMessage: 'Phone number',
    description: 'Read-only field label',
  },
  phoneHint: {
    id: 'account.profile.phoneHint',
    defaultMessage: 'You sign in with this number; it cannot be changed here.',
    description: 'Why the phone number is read-only',
  },
  save: { id: 'account.profile.save', defaultMessage: 'Save', description: 'Saves the profile' },
  saved: {
    id: 'account.profile.saved',
    defaultMessage: 'Your profile is saved',
    description: 'Shown after the profile was saved',
  },
  photo: {
    id: 'account.profile.photo',
    defaultMessage: 'Profile photo',
    description: 'Alternative text of the shopper’s photo',
  },
  choosePhoto: {
    id: 'account.profile.choosePhoto',
    defaultMessage: 'Change photo',
    description: 'Opens the file picker for a profile photo',
  },
  photoHint: {
    id: 'account.profile.photoHint',
    defaultMessage: 'JPEG, PNG or WebP, up to 5 MB',
    description: 'Which photos are accepted',
  },
  uploading: {
    id: 'account.profile.uploading',
    defaultMessage: 'Uploading the photo…',
    description: 'The photo is being sent',
  },
  supportNote: {
    id: 'account.profile.supportNote',
    defaultMessage:
      'To change your account type, or to buy as a legal entity, please contact customer support.',
    description: 'A signed-in user wanting another account type must contact support',
  },
  contacts: {
    id: 'account.profile.contacts',
    defaultMessage: 'Contact support',
    description: 'Link to the contacts page',
  },
  business: {
    id: 'account.profile.business',
    defaultMessage: 'Buy as a company: send a request',
    description: 'Link to the business page from the account-type note',
  },
  orders: { id: 'account.profile.orders', defaultMessage: 'My orders', description: 'Link' },
  signOut: { id: 'account.profile.signOut', defaultMessage: 'Sign out', description: 'Button' },
  signOutEverywhere: {
    id: 'account.profile.signOutEverywhere',
    defaultMessage: 'Sign out on all devices',
    description: 'Button: revokes every sign-in of the account, on every phone and computer',
  },
  delete: {
    id: 'account.profile.delete',
    defaultMessage: 'Delete account',
    description: 'Opens the account deletion confirmation',
  },
  deleteTitle: {
    id: 'account.profile.deleteTitle',
    defaultMessage: 'Delete your account?',
    description: 'Title of the account deletion confirmation',
  },
  deleteText: {
    id: 'account.profile.deleteText',
    defaultMessage:
      'Your profile, saved cards and cart will be deleted and you will be signed out. This cannot be undone.',
    description: 'What deleting the account does',
  },
  deleteConfirm: {
    id: 'account.profile.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Confirms the account deletion',
  },
  cancel: {
    id: 'account.profile.cancel',
    defaultMessage: 'Cancel',
    description: 'Keeps the account',
  },
  deleteFailed: {
    id: 'account.profile.deleteFailed',
    defaultMessage: 'The account could not be deleted. Try again.',
    description: 'Account deletion failed',
  },
});

const tooLongMessage = defineMessage<{ max: number }>({
  id: 'account.profile.error.tooLong',
  defaultMessage: 'At most {max} characters',
  description: 'A name or surname is too long',
});

const nameErrorMessages = defineMessages({
  required: {
    id: 'account.profile.error.required',
    defaultMessage: 'Fill in this field',
    description: 'A name or surname is empty',
  },
  invalid: {
    id: 'account.profile.error.invalid',
    defaultMessage: 'Check this field',
    description: 'The server refused a name or surname',
  },
}) satisfies Record<Exclude<NameError, 'tooLong'>, MessageDescriptor>;

const saveErrorMessages = defineMessages({
  offline: {
    id: 'account.profile.error.offline',
    defaultMessage: 'No connection. Your changes are kept; try again.',
    description: 'Saving the profile failed for lack of a connection',
  },
  failed: {
    id: 'account.profile.error.failed',
    defaultMessage: 'The profile could not be saved. Your changes are kept; try again.',
    description: 'Saving the profile failed',
  },
}) satisfies Record<SaveError, MessageDescriptor>;

const photoErrorMessages = defineMessages({
  type: {
    id: 'account.photo.error.type',
    defaultMessage: 'Choose a JPEG, PNG or WebP image.',
    description: 'The picked photo has an unsupported type',
  },
  size: {
    id: 'account.photo.error.size',
    defaultMessage: 'The photo must be 5 MB or smaller.',
    description: 'The picked photo is too large',
  },
  invalid: {
    id: 'account.photo.error.invalid',
    defaultMessage: 'This image could not be read. Choose another one.',
    description: 'The server could not decode the photo',
  },
  failed: {
    id: 'account.photo.error.failed',
    defaultMessage: 'The photo could not be uploaded. Try again.',
    description: 'Uploading the photo failed',
  },
}) satisfies Record<PhotoError, MessageDescriptor>;

function PhotoField() {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [user, preview, error, uploading, pick] = useUnit([
    $user,
    $photoPreview,
    $photoError,
    $uploadingPhoto,
    photoPicked,
  ]);
  const source = preview ?? user?.photo ?? null;
  const initials = [user?.name, user?.surname]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return (
    <Inline space="lg" alignY="center">
      <Box
        width="auto"
        borderRadius="full"
        overflow="hidden"
        background="brandSoft"
        display="flex"
        alignItems="center"
        justifyContent="center"
        style={{ width: 88, height: 88, flexShrink: 0 }}
      >
        {source ? (
          <img
            src={source}
            alt={intl.formatMessage(messages.photo)}
            width={88}
            height={88}
            style={{ objectFit: 'cover' }}
            data-testid="profile-photo"
          />
        ) : (
          <Text as="span" size="lg" weight="bold" aria-hidden="true">
            {initials}
          </Text>
        )}
      </Box>
      <Stack space="xs">
        <input
          ref={input}
          id="profile-photo-input"
          type="file"
          accept={photoTypes.join(',')}
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) pick(file);
            event.currentTarget.value = '';
          }}
        />
        <Button
          tone="neutral"
          loading={uploading}
          aria-describedby="profile-photo-hint"
          onClick={() => input.current?.click()}
        >
          {intl.formatMessage(messages.choosePhoto)}
        </Button>
        <Text id="profile-photo-hint" size="sm" tone="muted">
          {intl.formatMessage(messages.photoHint)}
        </Text>
        {uploading ? (
          <Text size="sm" role="status">
            {intl.formatMessage(messages.uploading)}
          </Text>
        ) : null}
        {error ? (
          <Alert tone="critical" live>
            {intl.formatMessage(photoErrorMessages[error])}
          </Alert>
        ) : null}
      </Stack>
    </Inline>
  );
}

function nameErrorText(intl: ReturnType<typeof useIntl>, error: NameError | null) {
  if (error === null) return undefined;
  if (error === 'tooLong') return intl.formatMessage(tooLongMessage, { max: nameMaxLength });
  return intl.formatMessage(nameErrorMessages[error]);
}

function ProfileForm() {
  const intl = useIntl();
  const [form, errors, saving, saved, saveError, user] = useUnit([
    $profileForm,
    $profileErrors,
    $savingProfile,
    $profileSaved,
    $saveError,
    $user,
  ]);
  const [changeName, changeSurname, submit] = useUnit([
    nameChanged,
    surnameChanged,
    profileSubmitted,
  ]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="lg">
        <TextField
          label={intl.formatMessage(messages.name)}
          name="name"
          autoComplete="given-name"
          value={form.name}
          maxLength={nameMaxLength + 20}
          error={nameErrorText(intl, errors.name)}
          onChange={(event) => changeName(event.currentTarget.value)}
        />
        <TextField
          label={intl.formatMessage(messages.surname)}
          name="surname"
          autoComplete="family-name"
          value={form.surname}
          maxLength={nameMaxLength + 20}
          error={nameErrorText(intl, errors.surname)}
          onChange={(event) => changeSurname(event.currentTarget.value)}
        />
        <TextField
          label={intl.formatMessage(messages.phone)}
          hint={intl.formatMessage(messages.phoneHint)}
          name="phone"
          type="tel"
          value={user ? formatPhone(user.phone) : ''}
          readOnly
        />
        {saveError ? (
          <Alert tone="critical" live>
            {intl.formatMessage(saveErrorMessages[saveError])}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="positive" live>
            {intl.formatMessage(messages.saved)}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" tone="primary" loading={saving}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function DeleteAccount() {
  const intl = useIntl();
  const [open, deleting, failed] = useUnit([$deleteDialogOpen, $deletingAccount, $deleteFailed]);
  const [ask, cancel, confirm] = useUnit([
    deleteAccountClicked,
    deleteAccountCancelled,
    deleteAccountConfirmed,
  ]);
  return (
    <>
      <div>
        <Button
          tone="ghost"
          onClick={() => ask()}
          onPointerEnter={() => void Dialog.preload()}
          onFocus={() => void Dialog.preload()}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) cancel();
        }}
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteText)}
        size="small"
        footer={
          <Inline space="sm" align="end">
            <Button tone="neutral" onClick={() => cancel()} disabled={deleting}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button tone="critical" loading={deleting} onClick={() => confirm()}>
              {intl.formatMessage(messages.deleteConfirm)}
            </Button>
          </Inline>
        }
      >
        {failed ? (
          <Alert tone="critical" live>
            {intl.formatMessage(messages.deleteFailed)}
          </Alert>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The signed-in shopper's profile: photo, names, phone, links, sign-out and deletion.
 * `sections` are the account's further parts (saved cards …), shown before sign-out.
 */
export function ProfileScreen({ sections }: { sections?: ReactNode } = {}) {
  const intl = useIntl();
  const [locale, signOut, signOutEverywhere] = useUnit([
    $locale,
    logoutClicked,
    logoutEverywhereClicked,
  ]);
  return (
    <Stack space="xl">
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      <PhotoField />
      <ProfileForm />
      <Alert tone="info">
        <Stack space="xs" align="start">
          <span>{intl.formatMessage(messages.supportNote)}</span>
          <Link href={links.business(locale)} as={RouterLink} touch>
            {intl.formatMessage(messages.business)}
          </Link>
          <Link href={links.contacts(locale)} as={RouterLink} touch>
            {intl.formatMessage(messages.contacts)}
          </Link>
        </Stack>
      </Alert>
      {sections}
      <Inline space="md" alignY="center" fill>
        <ButtonLink href={links.orders(locale)} as={RouterLink} tone="neutral">
          {intl.formatMessage(messages.orders)}
        </ButtonLink>
        <Button tone="neutral" onClick={() => signOut()}>
          {intl.formatMessage(messages.signOut)}
        </Button>
        <Button tone="neutral" onClick={() => signOutEverywhere()}>
          {intl.formatMessage(messages.signOutEverywhere)}
        </Button>
      </Inline>
      <DeleteAccount />
    </Stack>
  );
}

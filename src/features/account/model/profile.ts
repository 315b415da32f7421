import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $api } from '@/shared/model';
import { $user, loggedOut, updateProfile, userReloadRequested } from '@/entities/session';
import { failureFacts } from '@/shared/api';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import type { ProfileUpdate, User } from '@/shared/api';
import { fieldFailures, isOffline } from '../lib/failure';
import { photoPicked } from './photo';

/** The contract's limit for a name and a surname. */
export const nameMaxLength = 60;

export type NameError = 'required' | 'tooLong' | 'invalid';
export type SaveError = 'offline' | 'failed';

export interface ProfileForm {
  name: string;
  surname: string;
}

const saveProfileApiFx = attach({
  source: $api,
  effect: (api, body: ProfileUpdate) => updateProfile(api, body),
});
export const saveProfileFx = createEffect<ProfileUpdate, User>((body) => saveProfileApiFx(body));

/**
 * Names typed but not saved yet, kept on the device: the profile page loaded anew (a reload, or a
 * switch of language, which loads the page in the other language) shows them again. Only for the
 * shopper who typed them; saving or signing out removes them.
 */
export const profileDraftKey = 'profile-draft';

export interface ProfileDraft extends ProfileForm {
  userId: number;
}

function toProfileDraft(value: unknown): ProfileDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { userId, name, surname } = value as Record<string, unknown>;
  return typeof userId === 'number' && typeof name === 'string' && typeof surname === 'string'
    ? { userId, name, surname }
    : null;
}

export const readProfileDraftFx = createEffect<void, ProfileDraft | null>(() =>
  toProfileDraft(readStored(profileDraftKey)),
);
export const writeProfileDraftFx = createEffect<ProfileDraft | null, void>((draft) =>
  draft ? writeStored(profileDraftKey, draft) : removeStored(profileDraftKey),
);

/** The profile page opened: names typed there before it was loaded anew come back. */
export const profileOpened = createEvent();

export const nameChanged = createEvent<string>();
export const surnameChanged = createEvent<string>();
export const profileSubmitted = createEvent();

/** What the shopper typed; kept while the profile reloads so nothing typed is lost. */
export const $profileForm = createStore<ProfileForm>(
  { name: '', surname: '' },
  { serialize: 'ignore' },
);
/** True once the shopper typed something not yet saved. */
export const $profileEdited = createStore(false, { serialize: 'ignore' });
/** Field checks are shown once the form has been submitted. */
const $submitAttempted = createStore(false, { serialize: 'ignore' });
/** Errors the server gave for the last save, per field. */
const $serverErrors = createStore<Partial<Record<keyof ProfileForm, NameError>>>(
  {},
  { serialize: 'ignore' },
);
export const $saveError = createStore<SaveError | null>(null, { serialize: 'ignore' });
/** The last save succeeded and nothing changed since. */
export const $profileSaved = createStore(false, { serialize: 'ignore' });
export const $savingProfile = saveProfileFx.pending;

export function checkName(value: string): NameError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > nameMaxLength) return 'tooLong';
  return null;
}

const $localErrors = $profileForm.map((form) => ({
  name: checkName(form.name),
  surname: checkName(form.surname),
}));
export const $profileErrors = combine(
  $localErrors,
  $serverErrors,
  $submitAttempted,
  (local, server, attempted) => ({
    name: (attempted ? local.name : null) ?? server.name ?? null,
    surname: (attempted ? local.surname : null) ?? server.surname ?? null,
  }),
);

// The form shows the profile until the shopper starts typing.
sample({
  clock: $user,
  source: $profileEdited,
  filter: (edited, user) => !edited && user !== null,
  fn: (_, user): ProfileForm => ({ name: user?.name ?? '', surname: user?.surname ?? '' }),
  target: $profileForm,
});

sample({
  clock: nameChanged,
  source: $profileForm,
  fn: (form, name) => ({ ...form, name }),
  target: $profileForm,
});
sample({
  clock: surnameChanged,
  source: $profileForm,
  fn: (form, surname) => ({ ...form, surname }),
  target: $profileForm,
});
sample({ clock: [nameChanged, surnameChanged], fn: () => true, target: $profileEdited });

sample({ clock: profileOpened, target: readProfileDraftFx });
const draftRestored = sample({
  clock: readProfileDraftFx.doneData,
  source: $user,
  filter: (user, draft): draft is ProfileDraft => draft !== null && draft.userId === user?.id,
  fn: (_, draft): ProfileForm => ({ name: draft?.name ?? '', surname: draft?.surname ?? '' }),
});
sample({ clock: draftRestored, target: $profileForm });
sample({ clock: draftRestored, fn: () => true, target: $profileEdited });
sample({ clock: draftRestored, fn: () => false, target: $profileSaved });
// The form as the edit left it (the samples above update it first).
sample({
  clock: [nameChanged, surnameChanged],
  source: { form: $profileForm, user: $user },
  filter: ({ user }) => user !== null,
  fn: ({ form, user }): ProfileDraft => ({ ...form, userId: user?.id ?? 0 }),
  target: writeProfileDraftFx,
});
sample({ clock: [saveProfileFx.done, loggedOut], fn: () => null, target: writeProfileDraftFx });
sample({ clock: [nameChanged, surnameChanged], fn: () => false, target: $profileSaved });
// A photo picked later has its own outcome (e.g. refused): the earlier "saved" no longer stands.
sample({ clock: photoPicked, fn: () => false, target: $profileSaved });
$serverErrors.on(nameChanged, ({ surname }) => ({ surname }));
$serverErrors.on(surnameChanged, ({ name }) => ({ name }));

sample({ clock: profileSubmitted, fn: () => true, target: $submitAttempted });
sample({
  clock: profileSubmitted,
  source: { form: $profileForm, errors: $localErrors, saving: $savingProfile },
  filter: ({ errors, saving }) => !saving && errors.name === null && errors.surname === null,
  fn: ({ form }): ProfileUpdate => ({ name: form.name.trim(), surname: form.surname.trim() }),
  target: saveProfileFx,
});
sample({ clock: saveProfileFx, fn: () => null, target: $saveError });
// The failed save's message is about what was typed then: a change to a field, or a photo picked
// later (with its own outcome), leaves it behind. The unsaved names stay in the form.
sample({ clock: [nameChanged, surnameChanged, photoPicked], fn: () => null, target: $saveError });
sample({ clock: saveProfileFx, fn: () => ({}), target: $serverErrors });

sample({ clock: saveProfileFx.done, fn: () => false, target: $profileEdited });
sample({ clock: saveProfileFx.done, fn: () => false, target: $submitAttempted });
sample({ clock: saveProfileFx.done, fn: () => true, target: $profileSaved });
sample({
  clock: saveProfileFx.doneData,
  fn: (user): ProfileForm => ({ name: user.name ?? '', surname: user.surname ?? '' }),
  target: $profileForm,
});
// The header and the rest of the storefront show the saved names.
sample({ clock: saveProfileFx.done, target: userReloadRequested });

sample({
  clock: saveProfileFx.failData,
  fn: (error) => {
    const errors: Partial<Record<keyof ProfileForm, NameError>> = {};
    for (const { field, code } of fieldFailures(error)) {
      if (field !== 'name' && field !== 'surname') continue;
      errors[field] =
        code === 'required' ? 'required' : code === 'too_long' ? 'tooLong' : 'invalid';
    }
    return errors;
  },
  target: $serverErrors,
});
sample({
  clock: saveProfileFx.failData,
  filter: (error) => fieldFailures(error).length === 0 && failureFacts(error).status !== 401,
  fn: (error): SaveError => (isOffline(error) ? 'offline' : 'failed'),
  target: $saveError,
});
// A revoked session: reloading the profile answers 401 too, which signs the shopper out.
sample({
  clock: saveProfileFx.failData,
  filter: (error) => failureFacts(error).status === 401,
  target: userReloadRequested,
});

sample({
  clock: loggedOut,
  fn: (): ProfileForm => ({ name: '', surname: '' }),
  target: $profileForm,
});
sample({ clock: loggedOut, fn: () => false, target: [$profileEdited, $profileSaved] });
sample({ clock: loggedOut, fn: () => null, target: $saveError });

import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $api } from '@/shared/model';
import { failureFacts } from '@/shared/api';
import { loggedOut, uploadProfilePhoto, userReloadRequested } from '@/entities/session';
import type { User } from '@/shared/api';
import { fieldFailures } from '../lib/failure';
import { checkPhoto, type PhotoError } from '../lib/photo';

export interface PhotoUploadParams {
  photo: Blob;
  fileName: string;
}

const uploadPhotoApiFx = attach({
  source: $api,
  effect: (api, { photo, fileName }: PhotoUploadParams) =>
    uploadProfilePhoto(api, { photo, fileName }),
});
export const uploadPhotoFx = createEffect<PhotoUploadParams, User>((params) =>
  uploadPhotoApiFx(params),
);
/** A local address for showing the picked file before the server has it. */
export const createPreviewFx = createEffect<Blob, string>((photo) => URL.createObjectURL(photo));
export const revokePreviewFx = createEffect<string, void>((url) => URL.revokeObjectURL(url));

/** The shopper picked a file for the profile photo. */
export const photoPicked = createEvent<File>();

export const $photoError = createStore<PhotoError | null>(null, { serialize: 'ignore' });
/** The picked photo, shown while it uploads. */
export const $photoPreview = createStore<string | null>(null, { serialize: 'ignore' });
export const $uploadingPhoto = uploadPhotoFx.pending;

const photoAccepted = sample({
  clock: photoPicked,
  filter: (file) => checkPhoto(file) === null,
});
sample({ clock: photoPicked, fn: checkPhoto, target: $photoError });
sample({
  clock: photoAccepted,
  source: $uploadingPhoto,
  filter: (uploading) => !uploading,
  fn: (_, file): PhotoUploadParams => ({ photo: file, fileName: file.name }),
  target: uploadPhotoFx,
});
sample({ clock: uploadPhotoFx, fn: ({ photo }) => photo, target: createPreviewFx });

// A new preview replaces the previous one; the old address is released.
sample({
  clock: createPreviewFx.doneData,
  source: $photoPreview,
  filter: (previous): previous is string => previous !== null,
  target: revokePreviewFx,
});
sample({ clock: createPreviewFx.doneData, target: $photoPreview });

// The server has the photo: the profile is loaded again and shows it.
sample({ clock: uploadPhotoFx.done, target: userReloadRequested });

sample({
  clock: uploadPhotoFx.failData,
  fn: (error): PhotoError => {
    const { status, code } = failureFacts(error);
    const field = fieldFailures(error).find((failure) => failure.field === 'photo');
    if (status === 413 || field?.code === 'too_large') return 'size';
    if (status === 415 || field?.code === 'unsupported_type') return 'type';
    if (field || code === 'validation_failed') return 'invalid';
    return 'failed';
  },
  target: $photoError,
});
// A revoked session: reloading the profile answers 401 too, which signs the shopper out.
sample({
  clock: uploadPhotoFx.failData,
  filter: (error) => failureFacts(error).status === 401,
  target: userReloadRequested,
});
// A refused photo is not shown as if it were the profile's.
const previewDropped = sample({
  clock: [uploadPhotoFx.fail, loggedOut],
  source: $photoPreview,
  filter: (preview): preview is string => preview !== null,
});
sample({ clock: previewDropped, target: revokePreviewFx });
sample({ clock: previewDropped, fn: () => null, target: $photoPreview });
sample({ clock: loggedOut, fn: () => null, target: $photoError });

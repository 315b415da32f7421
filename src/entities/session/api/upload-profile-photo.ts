import { callInit, expectData, type ApiClient, type CallOptions, type User } from '@/shared/api';

export interface UploadProfilePhotoParams extends CallOptions {
  /** A JPEG, PNG or WebP image of at most 5 MB. */
  photo: Blob;
  /** The file name sent with the form field. */
  fileName?: string;
}

/** POST /api/profile/upload-photo — multipart form with the field `photo`; answers the user. */
export async function uploadProfilePhoto(
  client: ApiClient,
  { photo, fileName = 'photo', locale, signal }: UploadProfilePhotoParams,
): Promise<User> {
  const form = new FormData();
  form.append('photo', photo, fileName);
  const result = await client.POST('/api/profile/upload-photo', {
    // The generated type describes the binary field as a string; the real body is the form.
    body: { photo: '' },
    bodySerializer: () => form,
    ...callInit({ locale, signal }),
  });
  return expectData(result);
}

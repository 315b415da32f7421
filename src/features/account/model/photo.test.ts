import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user, loggedOut } from '@/entities/session';
import { photoMaxBytes } from '../lib/photo';
import {
  $photoError,
  $photoPreview,
  $uploadingPhoto,
  photoPicked,
  type PhotoUploadParams,
} from './photo';
import { accountScope, apiFailure, shopper } from './test-scope';

function file(type: string, size: number, name = 'me.jpg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('profile photo', () => {
  it('refuses a type other than JPEG, PNG or WebP without sending it', async () => {
    const uploadPhoto = vi.fn(async () => shopper);
    const { scope } = accountScope({ calls: { uploadPhoto } });
    await allSettled(photoPicked, { scope, params: file('image/gif', 100, 'cat.gif') });
    expect(scope.getState($photoError)).toBe('type');
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(scope.getState($photoPreview)).toBeNull();
  });

  it('refuses a file over the 5 MB limit without sending it', async () => {
    const uploadPhoto = vi.fn(async () => shopper);
    const { scope } = accountScope({ calls: { uploadPhoto } });
    await allSettled(photoPicked, { scope, params: file('image/png', photoMaxBytes + 1) });
    expect(scope.getState($photoError)).toBe('size');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('uploads a valid photo with a preview, then reloads the user', async () => {
    const withPhoto = { ...shopper, photo: '/api/profile/photos/photo-1.webp' };
    const uploadPhoto = vi.fn(async (_params: PhotoUploadParams) => withPhoto);
    const { scope, userLoads } = accountScope({
      calls: { uploadPhoto },
      reloadedUser: async () => withPhoto,
    });
    await allSettled(photoPicked, { scope, params: file('image/png', 100) });
    expect(scope.getState($photoError)).toBeNull();
    expect(uploadPhoto).toHaveBeenCalledOnce();
    expect(uploadPhoto.mock.calls[0]?.[0]).toMatchObject({ fileName: 'me.jpg' });
    expect(scope.getState($photoPreview)).toBe('blob:preview-1');
    expect(userLoads.count).toBe(1);
    expect(scope.getState($user)?.photo).toBe(withPhoto.photo);
    expect(scope.getState($uploadingPhoto)).toBe(false);
  });

  it.each([
    [
      apiFailure(422, {
        code: 'validation_failed',
        fields: [{ field: 'photo', code: 'too_large' }],
      }),
      'size',
    ],
    [apiFailure(413, { code: 'payload_too_large' }), 'size'],
    [apiFailure(415, { code: 'unsupported_media_type' }), 'type'],
    [
      apiFailure(422, {
        code: 'validation_failed',
        fields: [{ field: 'photo', code: 'unsupported_type' }],
      }),
      'type',
    ],
    [
      apiFailure(422, { code: 'validation_failed', fields: [{ field: 'photo', code: 'invalid' }] }),
      'invalid',
    ],
    [apiFailure(500, { code: 'internal_error' }), 'failed'],
    [apiFailure(0, { code: 'network_error' }), 'failed'],
  ])('translates the server’s refusal %#: the preview is dropped', async (error, expected) => {
    const { scope, userLoads } = accountScope({
      calls: {
        uploadPhoto: async () => {
          throw error;
        },
      },
    });
    await allSettled(photoPicked, { scope, params: file('image/webp', 100) });
    expect(scope.getState($photoError)).toBe(expected);
    expect(scope.getState($photoPreview)).toBeNull();
    expect(userLoads.count).toBe(0);
  });

  it('a new pick clears the previous error; signing out drops the preview', async () => {
    const { scope } = accountScope({ calls: { uploadPhoto: async () => shopper } });
    await allSettled(photoPicked, { scope, params: file('text/plain', 10, 'a.txt') });
    expect(scope.getState($photoError)).toBe('type');
    await allSettled(photoPicked, { scope, params: file('image/jpeg', 10) });
    expect(scope.getState($photoError)).toBeNull();
    expect(scope.getState($photoPreview)).toBe('blob:preview-1');
    await allSettled(loggedOut, { scope });
    expect(scope.getState($photoPreview)).toBeNull();
  });
});

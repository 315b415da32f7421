import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { deleteProfile } from './delete-profile';
import { updateProfile } from './update-profile';
import { uploadProfilePhoto } from './upload-profile-photo';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('profile operations', () => {
  it('updateProfile puts the names and answers the user', async () => {
    const { result, request } = await exchange(contract, 'updateProfile', (client) =>
      updateProfile(client, { name: 'Dilnoza', surname: 'Karimova', locale: 'en' }),
    );
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/api/profile');
    expect(request.body).toEqual({ name: 'Dilnoza', surname: 'Karimova' });
    expect(request.headers.get('X-LANG')).toBe('en');
    expect(result.surname).toBe('Karimova');
  });

  it('updateProfile exposes field errors', async () => {
    const answer = jsonResponse(
      {
        code: 'validation_failed',
        message: 'Maʼlumotlarni tekshiring.',
        fields: [{ field: 'name', code: 'required', message: 'Ismni kiriting.' }],
      },
      { status: 422 },
    );
    const error = await exchange(
      contract,
      'updateProfile',
      (client) => updateProfile(client, { name: 'D', surname: 'K' }),
      { answer },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect((error as { fieldMessage: (field: string) => string }).fieldMessage('name')).toBe(
      'Ismni kiriting.',
    );
  });

  it('deleteProfile sends DELETE and resolves on 204', async () => {
    const { result, request } = await exchange(contract, 'deleteProfile', (client) =>
      deleteProfile(client),
    );
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/api/profile');
    expect(result).toBeUndefined();
  });

  it('uploadProfilePhoto sends a multipart form with the field photo', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const { result, request } = await exchange(contract, 'uploadProfilePhoto', (client) =>
      uploadProfilePhoto(client, { photo, fileName: 'me.jpg' }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/profile/upload-photo');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = request.body as FormData;
    const file = form.get('photo') as File;
    expect(file.name).toBe('me.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect([...form.keys()]).toEqual(['photo']);
    expect(result.id).toBe(1024);
  });

  it('uploadProfilePhoto rejects an oversize photo with the photo field error', async () => {
    const answer = jsonResponse(
      {
        code: 'validation_failed',
        message: 'Please check the details.',
        fields: [
          { field: 'photo', code: 'too_large', message: 'The photo must be 5 MB or smaller.' },
        ],
      },
      { status: 422 },
    );
    const failure = exchange(
      contract,
      'uploadProfilePhoto',
      (client) => uploadProfilePhoto(client, { photo: new Blob(['x']) }),
      { answer },
    );
    await expect(failure).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: [expect.objectContaining({ field: 'photo', code: 'too_large' })],
    });
  });
});

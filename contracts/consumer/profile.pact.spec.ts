// @vitest-environment node
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteProfile, updateProfile, uploadProfilePhoto } from '@/entities/session';
import { states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  fieldErrors,
  jsonHeaders,
  storefrontClient,
  user,
} from '../support/pact';

const { eachLike, regex, string } = MatchersV3;
const pact = createPact();
let photoPath = '';
let textPath = '';

beforeAll(async () => {
  // A real PNG, so the provider can decode and re-encode what the pact sends.
  photoPath = path.join(await mkdtemp(path.join(os.tmpdir(), 'savat-pact-')), 'photo.png');
  await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 46, g: 160, b: 90 } },
  })
    .png()
    .toFile(photoPath);
  textPath = path.join(path.dirname(photoPath), 'notes.txt');
  await writeFile(textPath, 'Shopping list: milk, bread, apples.');
});

describe('profile', () => {
  it('changes the name', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to change the name and surname')
      .withRequest('PUT', '/api/profile', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders })
          .jsonBody({ name: string('Dilnoza'), surname: string('Karimova') }),
      )
      .willRespondWith(200, (response) => response.jsonBody(user))
      .executeTest(async (mockServer) => {
        const updated = await updateProfile(storefrontClient(mockServer, { signedIn: true }), {
          name: 'Dilnoza',
          surname: 'Karimova',
        });
        expect(updated).toMatchObject({ name: 'Dilnoza', surname: 'Karimova' });
      });
  });

  it('is told an empty name is not accepted', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to change the name to an empty one')
      .withRequest('PUT', '/api/profile', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders })
          .jsonBody({ name: '', surname: 'Karimova' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('validation_failed', { fields: fieldErrors('name', 'too_short') }),
        ),
      )
      .executeTest(async (mockServer) => {
        const saving = updateProfile(storefrontClient(mockServer, { signedIn: true }), {
          name: '',
          surname: 'Karimova',
        });
        await expect(saving).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
        await saving.catch((error: { fieldMessage(field: string): string | undefined }) => {
          expect(error.fieldMessage('name')).toBeTruthy();
        });
      });
  });

  it('uploads a photo', async () => {
    await pact
      .addInteraction()
      .given(states.signedInNamed)
      .uponReceiving('a request to upload a profile photo')
      .withRequest('POST', '/api/profile/upload-photo', (request) =>
        request.headers(authHeaders).multipartBody('image/png', photoPath, 'photo'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...user,
          photo: regex('^(https?://[^/]+)?/api/media/.+', '/api/media/photo-1.webp'),
        }),
      )
      .executeTest(async (mockServer) => {
        const photo = new Blob([await readFile(photoPath)], { type: 'image/png' });
        const updated = await uploadProfilePhoto(storefrontClient(mockServer, { signedIn: true }), {
          photo,
          fileName: 'photo.png',
        });
        expect(updated.photo).toContain('/api/media/');
      });
  });

  it('is told a file that is not a picture is not taken', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to upload a text file as a profile photo')
      .withRequest('POST', '/api/profile/upload-photo', (request) =>
        request.headers(authHeaders).multipartBody('text/plain', textPath, 'photo'),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('validation_failed', {
            fields: eachLike({
              field: regex('^photo$', 'photo'),
              code: regex('^unsupported_type$', 'unsupported_type'),
              message: string('JPEG, PNG yoki WebP rasm yuklang.'),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const file = new Blob([await readFile(textPath)], { type: 'text/plain' });
        const uploading = uploadProfilePhoto(storefrontClient(mockServer, { signedIn: true }), {
          photo: file,
          fileName: 'notes.txt',
        });
        await expect(uploading).rejects.toMatchObject({
          status: 422,
          code: 'validation_failed',
          fields: [expect.objectContaining({ field: 'photo', code: 'unsupported_type' })],
        });
      });
  });

  it('deletes the account', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to delete the account')
      .withRequest('DELETE', '/api/profile', (request) => request.headers(authHeaders))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          deleteProfile(storefrontClient(mockServer, { signedIn: true })),
        ).resolves.toBeUndefined();
      });
  });
});

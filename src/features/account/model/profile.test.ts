import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isAuthenticated, $user, userReloadRequested } from '@/entities/session';
import type { ProfileUpdate } from '@/shared/api';
import {
  $profileEdited,
  $profileErrors,
  $profileForm,
  $profileSaved,
  $saveError,
  nameChanged,
  profileOpened,
  profileSubmitted,
  surnameChanged,
} from './profile';
import { $photoError, photoPicked } from './photo';
import { accountScope, apiFailure, shopper } from './test-scope';

describe('profile form', () => {
  it('shows the profile until the shopper types, and keeps what is typed when the profile reloads', async () => {
    const { scope } = accountScope({ reloadedUser: async () => ({ ...shopper, name: 'Server' }) });
    await allSettled($user, { scope, params: { ...shopper, name: 'Dilnoza' } });
    expect(scope.getState($profileForm)).toEqual({ name: 'Dilnoza', surname: 'Karimova' });

    await allSettled(nameChanged, { scope, params: 'Dilnoza Aziz qizi' });
    await allSettled(userReloadRequested, { scope });
    expect(scope.getState($user)?.name).toBe('Server');
    expect(scope.getState($profileForm).name).toBe('Dilnoza Aziz qizi');
    expect(scope.getState($profileEdited)).toBe(true);
  });

  it('keeps names typed but not saved on the device, and shows them when the page is loaded anew', async () => {
    const typed = accountScope();
    await allSettled(nameChanged, { scope: typed.scope, params: 'Aziza' });
    await allSettled(surnameChanged, { scope: typed.scope, params: 'Rahimova' });
    expect(typed.device.profileDraft).toEqual({ userId: 7, name: 'Aziza', surname: 'Rahimova' });

    // The page in another language: a new load, with the profile as the server has it.
    const reloaded = accountScope({ profileDraft: typed.device.profileDraft ?? undefined });
    await allSettled(profileOpened, { scope: reloaded.scope });
    await allSettled(userReloadRequested, { scope: reloaded.scope });
    expect(reloaded.scope.getState($profileForm)).toEqual({ name: 'Aziza', surname: 'Rahimova' });
    expect(reloaded.scope.getState($profileEdited)).toBe(true);
  });

  it('shows no names another shopper typed on this device, and forgets typed names once saved', async () => {
    const other = accountScope({ profileDraft: { userId: 8, name: 'Bobur', surname: 'Aliyev' } });
    await allSettled(profileOpened, { scope: other.scope });
    expect(other.scope.getState($profileForm)).toEqual({ name: 'Dilnoza', surname: 'Karimova' });

    const saveProfile = vi.fn(async (body: ProfileUpdate) => ({ ...shopper, ...body }));
    const { scope, device } = accountScope({ calls: { saveProfile } });
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    await allSettled(profileSubmitted, { scope });
    expect(device.profileDraft).toBeNull();
  });

  it('saves trimmed names with PUT /api/profile, then reloads the user', async () => {
    const saveProfile = vi.fn(async (body: ProfileUpdate) => ({ ...shopper, ...body }));
    const saved = { ...shopper, name: 'Aziza', surname: 'Rahimova' };
    const { scope, userLoads } = accountScope({
      calls: { saveProfile },
      reloadedUser: async () => saved,
    });
    await allSettled(nameChanged, { scope, params: '  Aziza ' });
    await allSettled(surnameChanged, { scope, params: 'Rahimova' });
    await allSettled(profileSubmitted, { scope });
    expect(saveProfile).toHaveBeenCalledWith({ name: 'Aziza', surname: 'Rahimova' });
    expect(scope.getState($profileForm)).toEqual({ name: 'Aziza', surname: 'Rahimova' });
    expect(scope.getState($profileSaved)).toBe(true);
    expect(scope.getState($profileEdited)).toBe(false);
    expect(userLoads.count).toBe(1);
    expect(scope.getState($user)).toEqual(saved);
  });

  it('no longer says the profile is saved once a later photo is refused', async () => {
    const saveProfile = vi.fn(async (body: ProfileUpdate) => ({ ...shopper, ...body }));
    const { scope } = accountScope({ calls: { saveProfile } });
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($profileSaved)).toBe(true);
    await allSettled(photoPicked, {
      scope,
      params: new File([new Uint8Array(10)], 'cat.gif', { type: 'image/gif' }),
    });
    expect(scope.getState($photoError)).toBe('type');
    expect(scope.getState($profileSaved)).toBe(false);
  });

  it('checks the fields before sending: required and at most 60 characters', async () => {
    const saveProfile = vi.fn(async () => shopper);
    const { scope } = accountScope({ calls: { saveProfile } });
    await allSettled(nameChanged, { scope, params: '   ' });
    expect(scope.getState($profileErrors).name).toBeNull();
    await allSettled(surnameChanged, { scope, params: 'x'.repeat(61) });
    await allSettled(profileSubmitted, { scope });
    expect(saveProfile).not.toHaveBeenCalled();
    expect(scope.getState($profileErrors)).toEqual({ name: 'required', surname: 'tooLong' });
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    expect(scope.getState($profileErrors).name).toBeNull();
  });

  it('shows the server’s field errors and keeps the typed values', async () => {
    const saveProfile = vi.fn(async () => {
      throw apiFailure(422, {
        code: 'validation_failed',
        fields: [{ field: 'surname', code: 'too_long', message: 'Too long' }],
      });
    });
    const { scope } = accountScope({ calls: { saveProfile } });
    await allSettled(surnameChanged, { scope, params: 'Rahimova' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($profileErrors).surname).toBe('tooLong');
    expect(scope.getState($saveError)).toBeNull();
    expect(scope.getState($profileForm).surname).toBe('Rahimova');
    // Editing the field clears its server error.
    await allSettled(surnameChanged, { scope, params: 'Rahim' });
    expect(scope.getState($profileErrors).surname).toBeNull();
  });

  it('tells offline from other failures and keeps the typed values', async () => {
    const { scope } = accountScope();
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($saveError)).toBe('offline');
    expect(scope.getState($profileForm).name).toBe('Aziza');

    const failing = accountScope({
      calls: {
        saveProfile: async () => {
          throw apiFailure(500, { code: 'internal_error' });
        },
      },
    });
    await allSettled(profileSubmitted, { scope: failing.scope });
    expect(failing.scope.getState($saveError)).toBe('failed');
  });

  it('drops the failed save’s message once the shopper edits a field', async () => {
    const { scope } = accountScope();
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($saveError)).toBe('offline');
    await allSettled(surnameChanged, { scope, params: 'Rahimova' });
    expect(scope.getState($saveError)).toBeNull();
    expect(scope.getState($profileForm)).toEqual({ name: 'Aziza', surname: 'Rahimova' });
    expect(scope.getState($profileEdited)).toBe(true);
  });

  it('drops the failed save’s message once a photo is picked, which has its own outcome', async () => {
    const { scope } = accountScope({
      calls: { uploadPhoto: async () => ({ ...shopper, photo: '/photos/7.jpg' }) },
    });
    await allSettled(nameChanged, { scope, params: 'Aziza' });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($saveError)).toBe('offline');
    await allSettled(photoPicked, {
      scope,
      params: new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }),
    });
    expect(scope.getState($photoError)).toBeNull();
    expect(scope.getState($saveError)).toBeNull();
    expect(scope.getState($profileForm).name).toBe('Aziza');
  });

  it('a revoked session on saving reloads the profile, whose 401 signs the shopper out', async () => {
    const { scope } = accountScope({
      calls: {
        saveProfile: async () => {
          throw apiFailure(401, { code: 'unauthorized' });
        },
      },
      reloadedUser: async () => {
        throw apiFailure(401, { code: 'unauthorized' });
      },
    });
    await allSettled(profileSubmitted, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($profileForm)).toEqual({ name: '', surname: '' });
  });
});

import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isAuthenticated, fetchUserFx } from '@/entities/session';
import { fetchAddressesFx } from '@/entities/address';
import { fetchCardsFx } from '@/entities/card';
import { pageStarted } from './model';

const user = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  created_at: '2026-01-15T09:30:00Z',
  user_type: 'individual' as const,
};

describe('profile page', () => {
  it('loads the profile afresh when opened', async () => {
    const fetchUser = vi.fn(async () => user);
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [
        [fetchUserFx, fetchUser],
        [fetchCardsFx, async () => []],
        [fetchAddressesFx, async () => []],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(fetchUser).toHaveBeenCalledOnce();
  });

  it('loads the saved cards afresh when opened', async () => {
    const fetchCards = vi.fn(async () => []);
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [
        [fetchUserFx, async () => user],
        [fetchCardsFx, fetchCards],
        [fetchAddressesFx, async () => []],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'en' } });
    expect(fetchCards).toHaveBeenCalledOnce();
  });

  it('loads the address book afresh when opened', async () => {
    const fetchAddresses = vi.fn(async () => []);
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [
        [fetchUserFx, async () => user],
        [fetchCardsFx, async () => []],
        [fetchAddressesFx, fetchAddresses],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(fetchAddresses).toHaveBeenCalledOnce();
  });
});

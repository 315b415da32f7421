import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { getUser } from './get-user';
import { logout } from './logout';
import { sendOtp } from './send-otp';
import { verifyOtp } from './verify-otp';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('auth operations', () => {
  it('sendOtp posts the phone and account type', async () => {
    const { result, request } = await exchange(contract, 'sendOtp', (client) =>
      sendOtp(client, { phone: '+998901234567', user_type: 'legal_entity', locale: 'ru' }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/auth/send-otp');
    expect(request.body).toEqual({ phone: '+998901234567', user_type: 'legal_entity' });
    expect(request.headers.get('X-LANG')).toBe('ru');
    expect(result).toEqual({ sent: true, resend_after: 60, expires_in: 300, code_length: 5 });
  });

  it('sendOtp rejects with the 429 wait', async () => {
    const answer = jsonResponse(
      { code: 'too_many_requests', message: 'Juda koʻp urinish.', retry_after: 42 },
      { status: 429, headers: { 'Retry-After': '42' } },
    );
    const error = await exchange(
      contract,
      'sendOtp',
      (client) => sendOtp(client, { phone: '+998901234567', user_type: 'individual' }),
      { answer },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', retryAfter: 42 });
  });

  it('verifyOtp answers the token and the user', async () => {
    const { result, request } = await exchange(contract, 'verifyOtp', (client) =>
      verifyOtp(client, { phone: '+998901234567', otp: '48213' }),
    );
    expect(request.body).toEqual({ phone: '+998901234567', otp: '48213' });
    expect(result.access_token).toMatch(/\w{16,}/);
    expect(result.token_type).toBe('Bearer');
    expect(result.user.phone).toBe('+998901234567');
  });

  it('verifyOtp rejects a wrong code with invalid_code', async () => {
    const answer = jsonResponse(
      { code: 'invalid_code', message: 'Kod notoʻgʻri.' },
      { status: 422 },
    );
    await expect(
      exchange(
        contract,
        'verifyOtp',
        (client) => verifyOtp(client, { phone: '+998901234567', otp: '11111' }),
        {
          answer,
        },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'invalid_code', message: 'Kod notoʻgʻri.' });
  });

  it('getUser sends the bearer token and answers the user', async () => {
    const { result, request } = await exchange(contract, 'getUser', (client) => getUser(client));
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/auth/user');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request.headers.get('X-LANG')).toBe('uz');
    expect(result).toMatchObject({ id: 1024, name: 'Dilnoza', user_type: 'individual' });
  });

  it('getUser rejects with 401 for a revoked token', async () => {
    const answer = jsonResponse(
      { code: 'unauthorized', message: 'Please sign in again.' },
      { status: 401 },
    );
    await expect(
      exchange(contract, 'getUser', (client) => getUser(client), { answer }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
  });

  it('logout posts without a body and resolves on 204', async () => {
    const { result, request } = await exchange(contract, 'logout', (client) => logout(client));
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/auth/logout');
    expect(request.body).toBeUndefined();
    expect(result).toBeUndefined();
  });
});

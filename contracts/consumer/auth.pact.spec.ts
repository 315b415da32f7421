// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getUser, logout, sendOtp, verifyOtp } from '@/entities/session';
import { customerPhone, signInCode, states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  exampleToken,
  fieldErrors,
  jsonHeaders,
  langHeader,
  storefrontClient,
  user,
  uzPhone,
} from '../support/pact';

const { integer, like, regex, string } = MatchersV3;
const pact = createPact();

describe('auth', () => {
  it('sends a sign-in code', async () => {
    await pact
      .addInteraction()
      .given(states.noCodeRequested)
      .uponReceiving('a request to send a sign-in code')
      .withRequest('POST', '/api/auth/send-otp', (request) =>
        request
          .headers({ ...langHeader, ...jsonHeaders })
          .jsonBody({ phone: uzPhone(customerPhone), user_type: 'individual' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          sent: true,
          resend_after: integer(60),
          expires_in: integer(300),
          code_length: integer(5),
        }),
      )
      .executeTest(async (mockServer) => {
        const sent = await sendOtp(storefrontClient(mockServer), {
          phone: customerPhone,
          user_type: 'individual',
        });
        expect(sent).toMatchObject({ sent: true, resend_after: 60, code_length: 5 });
      });
  });

  it('is told to wait before asking for another code', async () => {
    await pact
      .addInteraction()
      .given(states.codeJustSent)
      .uponReceiving('a request to send a sign-in code again too soon')
      .withRequest('POST', '/api/auth/send-otp', (request) =>
        request
          .headers({ ...langHeader, ...jsonHeaders })
          .jsonBody({ phone: customerPhone, user_type: 'individual' }),
      )
      .willRespondWith(429, (response) =>
        response
          .headers({ 'Retry-After': regex('^[1-9][0-9]*$', '60') })
          .jsonBody(errorBody('too_many_requests', { retry_after: integer(60) })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          sendOtp(storefrontClient(mockServer), { phone: customerPhone, user_type: 'individual' }),
        ).rejects.toMatchObject({ status: 429, code: 'too_many_requests', retryAfter: 60 });
      });
  });

  it('is told a landline cannot receive the code', async () => {
    await pact
      .addInteraction()
      .given(states.noCodeRequested)
      .uponReceiving('a request to send a sign-in code to a landline number')
      .withRequest('POST', '/api/auth/send-otp', (request) =>
        request
          .headers({ ...langHeader, ...jsonHeaders })
          .jsonBody({ phone: '+998712001010', user_type: 'individual' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(errorBody('invalid_phone', { fields: fieldErrors('phone', 'invalid') })),
      )
      .executeTest(async (mockServer) => {
        const sending = sendOtp(storefrontClient(mockServer), {
          phone: '+998712001010',
          user_type: 'individual',
        });
        await expect(sending).rejects.toMatchObject({ status: 422, code: 'invalid_phone' });
      });
  });

  it('exchanges the code for a token', async () => {
    await pact
      .addInteraction()
      .given(states.codeSent)
      .uponReceiving('a request to verify the right sign-in code')
      .withRequest('POST', '/api/auth/verify-otp', (request) =>
        request
          .headers({ ...langHeader, ...jsonHeaders })
          .jsonBody({ phone: customerPhone, otp: signInCode }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          access_token: string(exampleToken),
          token_type: 'Bearer',
          expires_in: integer(2592000),
          user: like({
            id: integer(1),
            phone: uzPhone(customerPhone),
            user_type: regex('^(individual|legal)$', 'individual'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const session = await verifyOtp(storefrontClient(mockServer), {
          phone: customerPhone,
          otp: signInCode,
        });
        expect(session.access_token).toBe(exampleToken);
        expect(session.user.phone).toBe(customerPhone);
      });
  });

  it('is told a wrong code is wrong', async () => {
    await pact
      .addInteraction()
      .given(states.codeSent)
      .uponReceiving('a request to verify a wrong sign-in code')
      .withRequest('POST', '/api/auth/verify-otp', (request) =>
        request
          .headers({ ...langHeader, ...jsonHeaders })
          .jsonBody({ phone: customerPhone, otp: '13579' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(errorBody('invalid_code')))
      .executeTest(async (mockServer) => {
        await expect(
          verifyOtp(storefrontClient(mockServer), { phone: customerPhone, otp: '13579' }),
        ).rejects.toMatchObject({ status: 422, code: 'invalid_code' });
      });
  });

  it('reads the signed-in user', async () => {
    await pact
      .addInteraction()
      .given(states.signedInNamed)
      .uponReceiving('a request to get the signed-in user')
      .withRequest('GET', '/api/auth/user', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody(user))
      .executeTest(async (mockServer) => {
        const me = await getUser(storefrontClient(mockServer, { signedIn: true }));
        expect(me).toMatchObject({ name: 'Dilnoza', surname: 'Karimova', phone: customerPhone });
      });
  });

  it('learns that a token is no longer valid', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a request to get the user with a token that is not valid')
      .withRequest('GET', '/api/auth/user', (request) => request.headers(authHeaders))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('unauthorized')))
      .executeTest(async (mockServer) => {
        await expect(
          getUser(storefrontClient(mockServer, { signedIn: true })),
        ).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
      });
  });

  it('signs out', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to sign out')
      .withRequest('POST', '/api/auth/logout', (request) => request.headers(authHeaders))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          logout(storefrontClient(mockServer, { signedIn: true })),
        ).resolves.toBeUndefined();
      });
  });

  it('signs out on every device', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to sign out on every device')
      .withRequest('POST', '/api/auth/logout', (request) =>
        request.headers(authHeaders).query({ scope: 'all' }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          logout(storefrontClient(mockServer, { signedIn: true }), { scope: 'all' }),
        ).resolves.toBeUndefined();
      });
  });
});

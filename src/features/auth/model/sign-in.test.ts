import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchUserFx, logoutClicked, logoutServerFx, writeAuthFx } from '@/entities/session';
import { $authToken } from '@/shared/model';
import {
  $canResend,
  $codeError,
  $codePhone,
  $resendAvailableAt,
  $sendError,
  $step,
  $waitSeconds,
  codeChanged,
  clockFx,
  countdownEnded,
  phoneChanged,
  phoneEditClicked,
  phoneSubmitted,
  resendClicked,
  sendCodeFx,
  verifyCodeFx,
} from './sign-in';
import { $returnTo, $signInOpen, navigateFx, signInRequested } from './sign-in-request';
import { apiFailure, shopper } from '@/entities/session/index.testing';
import type { OtpSent, SendOtpRequest } from '@/shared/api';

const otpSent: OtpSent = { sent: true, resend_after: 60, expires_in: 300, code_length: 5 };

interface Options {
  send?: (params: SendOtpRequest) => Promise<OtpSent>;
  verify?: (params: { phone: string; otp: string }) => Promise<{ access_token: string }>;
}

/** A clock the test moves by hand. */
function testClock(start = 1_700_000_000_000) {
  let now = start;
  return {
    read: () => now,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

function setup(options: Options = {}) {
  const send = vi.fn(options.send ?? (async () => otpSent));
  const verify = vi.fn(options.verify ?? (async () => ({ access_token: 'token-9' })));
  const navigate = vi.fn(async (_path: string) => undefined);
  const clock = testClock();
  const scope = fork({
    handlers: [
      [sendCodeFx, send],
      [verifyCodeFx, verify],
      [clockFx, clock.read],
      [navigateFx, navigate],
      [fetchUserFx, async () => shopper],
      [logoutServerFx, async () => undefined],
      [writeAuthFx, () => undefined],
    ],
  });
  return { scope, send, verify, navigate, clock };
}

async function enterPhone(scope: ReturnType<typeof fork>, phone = '+998 90 123 45 67') {
  await allSettled(phoneChanged, { scope, params: phone });
  await allSettled(phoneSubmitted, { scope });
}

describe('sign-in flow', () => {
  it('sends a code to a Uzbek mobile number in E.164 and moves to the code step', async () => {
    const { scope, send, clock } = setup();
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope, '90 123-45-67');
    expect(send).toHaveBeenCalledWith({ phone: '+998901234567', user_type: 'individual' });
    expect(scope.getState($step)).toBe('code');
    expect(scope.getState($codePhone)).toBe('+998901234567');
    expect(scope.getState($resendAvailableAt)).toBe(clock.read() + 60_000);
    expect(scope.getState($canResend)).toBe(false);
  });

  it.each([
    ['+998 71 123 45 67', 'notMobile'],
    ['+7 901 234 56 78', 'notUzbek'],
    ['90 123', 'incomplete'],
    ['', 'empty'],
  ])('never sends a code for %s', async (phone, error) => {
    const { scope, send } = setup();
    await enterPhone(scope, phone);
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($sendError)).toBe(error);
    expect(scope.getState($step)).toBe('phone');
  });

  it('keeps resend disabled until the countdown ends, and never sends a second code within it', async () => {
    const { scope, send, clock } = setup();
    await enterPhone(scope);
    clock.advance(59);
    await allSettled(resendClicked, { scope });
    await allSettled(countdownEnded, { scope });
    expect(scope.getState($canResend)).toBe(false);
    await allSettled(phoneEditClicked, { scope });
    await enterPhone(scope);
    expect(send).toHaveBeenCalledOnce();
    expect(scope.getState($step)).toBe('code');
  });

  it('allows a resend once the countdown has ended, then counts down again', async () => {
    const { scope, send, clock } = setup();
    await enterPhone(scope);
    clock.advance(60);
    await allSettled(countdownEnded, { scope });
    expect(scope.getState($canResend)).toBe(true);
    await allSettled(resendClicked, { scope });
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($canResend)).toBe(false);
    await allSettled(resendClicked, { scope });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a resend clicked after the time is up sends even if the screen missed the end', async () => {
    const { scope, send, clock } = setup();
    await enterPhone(scope);
    clock.advance(61);
    await allSettled(resendClicked, { scope });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a different number may get its own code', async () => {
    const { scope, send } = setup();
    await enterPhone(scope, '+998901234567');
    await allSettled(phoneEditClicked, { scope });
    await enterPhone(scope, '+998931234567');
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($codePhone)).toBe('+998931234567');
  });

  it('a throttled code request tells how long to wait and blocks resend for that long', async () => {
    const { scope, clock } = setup({
      send: async () => {
        throw apiFailure(429, { code: 'too_many_requests', retryAfter: 120 });
      },
    });
    await enterPhone(scope);
    expect(scope.getState($sendError)).toBe('tooManyRequests');
    expect(scope.getState($waitSeconds)).toBe(120);
    expect(scope.getState($resendAvailableAt)).toBe(clock.read() + 120_000);
    expect(scope.getState($canResend)).toBe(false);
  });

  it.each([
    ['a refused number', apiFailure(422, { code: 'invalid_phone' }), 'notUzbek'],
    ['a server failure', apiFailure(503, { code: 'internal_error' }), 'failed'],
    ['no answer', apiFailure(0, { code: 'network_error' }), 'failed'],
  ])('a code request met by %s is told as such (%s)', async (_, failure, error) => {
    const { scope } = setup({
      send: async () => {
        throw failure;
      },
    });
    await enterPhone(scope);
    expect(scope.getState($sendError)).toBe(error);
    expect(scope.getState($step)).toBe('phone');
  });

  it('verifies the 5-digit code as soon as it is complete and signs in', async () => {
    const { scope, verify } = setup();
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '1234' });
    expect(verify).not.toHaveBeenCalled();
    await allSettled(codeChanged, { scope, params: '12345' });
    expect(verify).toHaveBeenCalledWith({ phone: '+998901234567', otp: '12345' });
    expect(scope.getState($authToken)).toBe('token-9');
    expect(scope.getState($signInOpen)).toBe(false);
    expect(scope.getState($step)).toBe('phone');
  });

  it.each([
    [apiFailure(422, { code: 'invalid_code' }), 'invalid'],
    [apiFailure(422, { code: 'code_expired' }), 'expired'],
    [apiFailure(429, { code: 'too_many_attempts', retryAfter: 300 }), 'tooManyAttempts'],
    [apiFailure(503), 'failed'],
  ])('a rejected code gives a clear message (%#)', async (failure, error) => {
    const { scope } = setup({
      verify: async () => {
        throw failure;
      },
    });
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '99999' });
    expect(scope.getState($codeError)).toBe(error);
    expect(scope.getState($authToken)).toBeNull();
    expect(scope.getState($signInOpen)).toBe(true);
    if (error === 'tooManyAttempts') expect(scope.getState($waitSeconds)).toBe(300);
  });

  it('continues to the requested page after signing in', async () => {
    const { scope, navigate } = setup();
    await allSettled(signInRequested, { scope, params: { returnTo: '/uz/checkout?step=2' } });
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '12345' });
    expect(navigate).toHaveBeenCalledWith('/uz/checkout?step=2');
    expect(scope.getState($returnTo)).toBeNull();
  });

  it('never continues to another site', async () => {
    const { scope, navigate } = setup();
    await allSettled(signInRequested, { scope, params: { returnTo: '//evil.example/uz' } });
    expect(scope.getState($returnTo)).toBeNull();
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '12345' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after signing out, signing in again on the same tab sends a fresh code', async () => {
    const { scope, send, clock } = setup();
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '12345' });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($authToken)).toBeNull();
    clock.advance(10);
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($step)).toBe('code');
    expect(scope.getState($codeError)).toBeNull();
    expect(scope.getState($resendAvailableAt)).toBe(clock.read() + 60_000);
  });

  it("after signing out, the wait shown is the server's, not the last sign-in's countdown", async () => {
    let throttled = false;
    const { scope, clock } = setup({
      send: async () => {
        if (throttled) throw apiFailure(429, { code: 'too_many_requests', retryAfter: 47 });
        return otpSent;
      },
    });
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    await allSettled(codeChanged, { scope, params: '12345' });
    await allSettled(logoutClicked, { scope });
    throttled = true;
    clock.advance(13);
    await allSettled(signInRequested, { scope, params: {} });
    await enterPhone(scope);
    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState($sendError)).toBe('tooManyRequests');
    expect(scope.getState($waitSeconds)).toBe(47);
    expect(scope.getState($resendAvailableAt)).toBe(clock.read() + 47_000);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { isNothingThere } from './not-found';

const answer = (status: number) => new ApiError({ status, code: 'x', message: 'x' });

describe('isNothingThere', () => {
  it('takes a missing resource and an address the API refuses as nothing there', () => {
    expect(isNothingThere(answer(404))).toBe(true);
    expect(isNothingThere(answer(422))).toBe(true);
    expect(isNothingThere(answer(400))).toBe(true);
  });

  it('leaves failures of the server, the network and the session to the error page', () => {
    for (const status of [0, 401, 429, 500, 503])
      expect(isNothingThere(answer(status))).toBe(false);
    expect(isNothingThere(new Error('boom'))).toBe(false);
  });
});

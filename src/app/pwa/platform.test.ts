import { describe, expect, it } from 'vitest';
import { isIosDevice } from './platform';

describe('isIosDevice', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15',
  ])('recognises %s', (userAgent) => {
    expect(isIosDevice({ userAgent })).toBe(true);
  });

  it('recognises an iPad presenting itself as a Mac by its touch screen', () => {
    const userAgent =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    expect(isIosDevice({ userAgent, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
  });

  it('leaves Android and desktop browsers to the install prompt', () => {
    expect(
      isIosDevice({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
        platform: 'Linux armv8l',
        maxTouchPoints: 5,
      }),
    ).toBe(false);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36',
        platform: 'Win32',
      }),
    ).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warmup-start';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpIntl', () => {
  it('starts the warm-up worker named after the page language', () => {
    const started: Array<{ url: string; name: string | undefined }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), name: options?.name });
        }
      },
    );
    warmUpIntl('ru');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/intl-warmup\.ts$/);
    expect(started[0]?.name).toBe('ru');
  });

  it('leaves the work to the app where workers are refused or missing', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl('uz')).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('uz')).not.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

const texts = vi.hoisted(() => ({ load: vi.fn<(sections: string[]) => Promise<void>>() }));
const styles = vi.hoisted(() => ({ whole: vi.fn<() => Promise<void>>(), prefetch: vi.fn() }));
vi.mock('@/shared/i18n', () => ({ loadMessageSections: texts.load }));
vi.mock('./stylesheets', () => ({
  wholeStylesheet: styles.whole,
  prefetchWholeStylesheet: styles.prefetch,
}));

const { onDemand, prefetchOnDemand } = await import('./index');

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('code loaded on demand', () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it('waits for its module, the whole stylesheet and the texts of the later section', async () => {
    const stylesheet = deferred();
    const later = deferred();
    styles.whole.mockReturnValue(stylesheet.promise);
    texts.load.mockReturnValue(later.promise);
    const dialog = { name: 'sign-in dialog' };
    let shown: unknown = null;
    void onDemand(() => Promise.resolve(dialog))().then((loaded) => {
      shown = loaded;
    });
    expect(texts.load).toHaveBeenCalledWith(['later']);
    stylesheet.resolve();
    await settled();
    expect(shown).toBeNull();
    later.resolve();
    await settled();
    expect(shown).toBe(dialog);
  });

  it('fails as its module would when the texts cannot be loaded', async () => {
    styles.whole.mockResolvedValue(undefined);
    texts.load.mockRejectedValue(new Error('offline'));
    await expect(onDemand(() => Promise.resolve('menu'))()).rejects.toThrow('offline');
  });

  it('has the stylesheet and the texts fetched ahead once the page is idle', async () => {
    texts.load.mockRejectedValue(new Error('offline'));
    prefetchOnDemand();
    await settled();
    expect(styles.prefetch).toHaveBeenCalledTimes(1);
    expect(texts.load).toHaveBeenCalledWith(['later']);
  });
});

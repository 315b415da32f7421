import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isViewLoaded, lazyView, loadView } from './page';

function Greeting(props: { name?: string }) {
  return createElement('p', null, `Salom, ${props.name ?? 'doʻst'}`);
}

describe('lazy page views', () => {
  it('fetch their code once and then render like the view itself', async () => {
    const importView = vi.fn(() => Promise.resolve(Greeting));
    const View = lazyView(importView);
    expect(isViewLoaded(View)).toBe(false);
    await Promise.all([loadView(View), loadView(View)]);
    await loadView(View);
    expect(importView).toHaveBeenCalledTimes(1);
    expect(isViewLoaded(View)).toBe(true);
    expect(renderToString(createElement(View))).toBe('<p>Salom, doʻst</p>');
  });

  it('try again after a failed fetch', async () => {
    const importView = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(Greeting);
    const View = lazyView(importView);
    await expect(loadView(View)).rejects.toThrow('network');
    expect(isViewLoaded(View)).toBe(false);
    await loadView(View);
    expect(isViewLoaded(View)).toBe(true);
    expect(importView).toHaveBeenCalledTimes(2);
  });

  it('treat a view bundled with the app as loaded', async () => {
    expect(isViewLoaded(Greeting)).toBe(true);
    await expect(loadView(Greeting)).resolves.toBeUndefined();
  });
});

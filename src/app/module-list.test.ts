// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, moduleListName, preloadListedModules } from './module-list';

describe('the listed modules', () => {
  it('are preloaded as modules with the page nonce', () => {
    document.head.innerHTML =
      `<meta property="csp-nonce" nonce="abc123">` +
      `<meta name="${moduleListName}" content="/assets/app.js /assets/uz.js /assets/view.js">`;
    preloadListedModules(document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/app.js',
      '/assets/uz.js',
      '/assets/view.js',
    ]);
    expect(links.every((link) => link.getAttribute('nonce') === 'abc123')).toBe(true);
  });

  it('leave a document without a list alone', () => {
    document.head.innerHTML = '';
    preloadListedModules(document);
    expect(document.head.children).toHaveLength(0);
  });
});

describe('afterFirstPaint', () => {
  it('resolves in a task after the next frame', async () => {
    const order: string[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        order.push('frame');
        callback(0);
        return 1;
      },
      setTimeout: (callback: () => void) => {
        order.push('task');
        callback();
        return 1;
      },
    } as unknown as Window;
    await afterFirstPaint(win);
    expect(order).toEqual(['frame', 'task']);
  });
});

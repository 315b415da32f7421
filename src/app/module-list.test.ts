// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleListName, preloadListedModules, preloadsPerTask } from './module-list';

describe('the listed modules', () => {
  it('are preloaded as modules with the page nonce', async () => {
    document.head.innerHTML =
      `<meta property="csp-nonce" nonce="abc123">` +
      `<meta name="${moduleListName}" content="/assets/app.js /assets/uz.js /assets/view.js">`;
    await preloadListedModules(document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/app.js',
      '/assets/uz.js',
      '/assets/view.js',
    ]);
    expect(links.every((link) => link.getAttribute('nonce') === 'abc123')).toBe(true);
  });

  it('leave a document without a list alone', async () => {
    document.head.innerHTML = '';
    await preloadListedModules(document);
    expect(document.head.children).toHaveLength(0);
  });

  it('start a few per task, in the listed order', async () => {
    const hrefs = Array.from(
      { length: preloadsPerTask * 2 + 1 },
      (_, index) => `/assets/m${index}.js`,
    );
    document.head.innerHTML = `<meta name="${moduleListName}" content="${hrefs.join(' ')}">`;
    const perTask: number[] = [];
    const count = () => document.head.querySelectorAll('link[rel=modulepreload]').length;
    await preloadListedModules(document, async () => {
      perTask.push(count() - perTask.reduce((sum, value) => sum + value, 0));
    });
    perTask.push(count() - perTask.reduce((sum, value) => sum + value, 0));
    expect(perTask).toEqual([preloadsPerTask, preloadsPerTask, 1]);
    const links = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });
});

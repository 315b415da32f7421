// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyTapsScript, releaseEarlyTaps, takeEarlyTaps } from './early-taps';

/** A page as the server sends it, with the head script run. */
function pageWithButtons(...names: string[]) {
  document.body.innerHTML = `<div id="root">${names.map((name) => `<button type="button">${name}</button>`).join('')}</div>`;
  new Function(earlyTapsScript)();
  const buttons = [...document.querySelectorAll('button')];
  // What the app does with a press once hydrated.
  const made: string[] = [];
  for (const button of buttons)
    button.addEventListener('click', () => made.push(button.textContent ?? ''));
  return { buttons, made };
}

afterEach(() => {
  releaseEarlyTaps();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('presses before the page is interactive', () => {
  it('are held, the button marked busy, and made again in order once the page is hydrated', () => {
    const { buttons, made } = pageWithButtons('add', 'more');
    buttons[1]!.click();
    buttons[0]!.click();
    expect(made).toEqual([]);
    expect(buttons[1]!.getAttribute('aria-busy')).toBe('true');
    releaseEarlyTaps();
    expect(made).toEqual(['more', 'add']);
    expect(buttons[1]!.hasAttribute('aria-busy')).toBe(false);
  });

  it('are applied by the browser entry when it can, held ones first, and not made again', () => {
    const { buttons, made } = pageWithButtons('add', 'other');
    const [add, other] = buttons as [HTMLButtonElement, HTMLButtonElement];
    add.click();
    const apply = vi.fn((button: HTMLButtonElement) => button === add);
    takeEarlyTaps(apply);
    // The press held before the entry ran is applied now; a later one at once.
    expect(apply).toHaveBeenCalledWith(add);
    add.click(); // marked busy still: a second press meanwhile is not a second add
    expect(apply).toHaveBeenCalledTimes(1);
    expect(add.getAttribute('aria-busy')).toBe('true');
    releaseEarlyTaps();
    expect(made).toEqual([]);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(other.hasAttribute('aria-busy')).toBe(false);
  });

  it('keep their order: after a press the entry leaves to the app, every later press waits too', () => {
    const { buttons, made } = pageWithButtons('plus', 'add');
    const [plus, add] = buttons as [HTMLButtonElement, HTMLButtonElement];
    const apply = vi.fn((button: HTMLButtonElement) => button === add);
    takeEarlyTaps(apply);
    plus.click();
    add.click();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(plus);
    releaseEarlyTaps();
    expect(made).toEqual(['plus', 'add']);
  });
});

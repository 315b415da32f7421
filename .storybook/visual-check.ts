import type { Preview, StoryContext } from '@storybook/react-vite';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The visual check: a story tagged `visual` is rendered on a 390 px wide phone screen and its
 * picture compared with the committed one (`__visual__/` beside its stories file). A story whose
 * component opens over the page (dialogs, sheets, menus) sets `parameters.visual = 'screen'` and
 * is compared as the whole screen; any other story as the area it rendered.
 */
export const visualTag = 'visual';
export const phoneScreen = { width: 390, height: 844 } as const;

/**
 * The same faces on every machine with Debian's fonts-noto-core and fonts-dejavu-core (the
 * design system's system font stack would resolve to whatever a machine has installed), no
 * blinking caret, and every transition already at its end.
 */
const stableRendering = `
*, *::before, *::after {
  --sv-font-family-body: "Noto Sans" !important;
  --sv-font-family-mono: "DejaVu Sans Mono" !important;
  caret-color: transparent !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}
html { scrollbar-width: none !important; }
`;

function isVisual(context: StoryContext): boolean {
  return context.tags.includes(visualTag);
}

async function onPhoneScreen(context: StoryContext) {
  if (!isVisual(context)) return undefined;
  await page.viewport(phoneScreen.width, phoneScreen.height);
  const style = document.createElement('style');
  style.dataset.visualCheck = '';
  style.textContent = stableRendering;
  document.head.append(style);
  // As Storybook frames a story: 1rem around it unless it fills the screen itself.
  const canvas = context.canvasElement;
  if (context.parameters.layout !== 'fullscreen') canvas.style.padding = '1rem';
  return () => {
    style.remove();
    canvas.style.removeProperty('padding');
  };
}

/** What a story compared as the whole screen shows over the page; overlays load on first use. */
const overlay = '[role="dialog"], [role="alertdialog"], [role="menu"]';

async function overlayShown() {
  await vi.waitFor(
    () => {
      if (!document.querySelector(overlay)) throw new Error('The story shows no dialog or menu.');
    },
    { timeout: 10_000 },
  );
}

/** Every picture on the screen drawn, including lazy ones that the taller screen brought in. */
async function picturesLoaded() {
  await vi.waitFor(
    () => {
      if (![...document.images].every((image) => image.complete)) {
        throw new Error('Pictures of the story are still loading.');
      }
    },
    { timeout: 10_000 },
  );
}

/** The page's room for the story's frame (vite.config.ts); a taller frame would be scaled down. */
const tallestScreen = 3200;

/** A story taller than the phone's screen gets a screen as tall as itself, to be seen whole. */
async function fitScreenToStory(story: HTMLElement) {
  const height = Math.ceil(story.getBoundingClientRect().bottom + window.scrollY);
  if (height <= phoneScreen.height) return;
  if (height > tallestScreen) {
    throw new Error(
      `A visual story is ${height} px tall; split it into stories under ${tallestScreen} px.`,
    );
  }
  await page.viewport(phoneScreen.width, height);
}

async function matchesBaseline(context: StoryContext) {
  if (!isVisual(context)) return;
  await document.fonts.ready;
  const wholeScreen = context.parameters.visual === 'screen';
  const target = wholeScreen ? document.body : context.canvasElement;
  if (wholeScreen) await overlayShown();
  else await fitScreenToStory(target);
  await picturesLoaded();
  const name = context.id.slice(context.id.indexOf('--') + 2);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
}

export const visualCheck: Preview = {
  beforeEach: onPhoneScreen,
  afterEach: matchesBaseline,
};

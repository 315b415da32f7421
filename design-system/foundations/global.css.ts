import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTheme } from './themes.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':root', { colorScheme: 'light' });
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });

globalStyle('html', {
  // Stop iOS from inflating text after an orientation change.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  // Long Uzbek and Russian compounds must wrap rather than overflow narrow screens.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: vars.color.brandText });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

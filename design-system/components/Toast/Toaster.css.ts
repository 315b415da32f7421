import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

/**
 * The toasts' corner, always in the page (its live regions announce toasts added later). The
 * toasts' own styles come with their code (see Toaster.tsx).
 */
export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      right: vars.space.xl,
      bottom: vars.space.xl,
      width: '400px',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

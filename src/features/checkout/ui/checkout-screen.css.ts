import { style } from '@vanilla-extract/css';
import { media, vars } from 'design-system';

/** The steps on the left and the order summary beside them on wide screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const summary = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space.lg },
  },
});

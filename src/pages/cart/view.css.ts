import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** The line skeletons, spaced as the cart's lines are. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

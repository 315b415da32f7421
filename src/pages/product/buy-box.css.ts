import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A variant's link ("0,5 l", "1 l"): a touch target however short its label. */
export const variant = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
});

import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A post's title link: a touch target however short the title. */
export const titleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

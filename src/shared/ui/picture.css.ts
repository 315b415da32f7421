import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

export const fluid = style({ display: 'block', width: '100%', height: 'auto' });

export const rounded = style([fluid, { borderRadius: vars.radius.lg }]);

/** A wide cover picture (an article's): cropped to a band so the text starts on the first screen. */
export const cover = style([
  rounded,
  { aspectRatio: '2 / 1', objectFit: 'cover', maxHeight: '420px' },
]);

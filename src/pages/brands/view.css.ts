import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A brand's card: the whole card is the tap target of its name's link. */
export const card = style({ position: 'relative' });

export const link = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
  },
});

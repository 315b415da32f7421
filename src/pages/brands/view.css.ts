import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** A brand's card: the whole card is the tap target of its name's link. */
export const card = style({ position: 'relative' });

/**
 * The brand's name: a row as wide as the card and at least 44 px tall (a touch target of its own),
 * stretched over the whole card, which shows the focus ring.
 */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

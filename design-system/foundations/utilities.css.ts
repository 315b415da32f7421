import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Shared keyboard focus ring for custom controls that hide the native outline. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The side padding of a full-width band of the page: wider from the desktop breakpoint on. */
export const pageGutter = style({
  paddingInline: vars.space.lg,
  '@media': { [media.desktop]: { paddingInline: vars.space.xxl } },
});

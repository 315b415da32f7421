import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

/**
 * The row's natural width: five 48 px boxes with `space.sm` between them. In a form narrower than
 * that (the sign-in dialog on a 320 px phone is 240 px wide), the field, as its own container,
 * narrows its boxes to touch targets with `space.xs` between them; narrower still, they shrink to
 * share the width, keeping their height.
 */
const naturalRowWidth = 5 * 48 + 4 * 8;
const narrowerThan = (width: number) => `(width < ${width}px)`;

export const root = style({
  // A container's width does not come from its content: the field spans the form's column.
  containerType: 'inline-size',
  position: 'relative',
  display: 'flex',
  maxWidth: '100%',
});

export const boxes = style({
  display: 'flex',
  minWidth: 0,
  gap: vars.space.sm,
  '@container': { [narrowerThan(naturalRowWidth)]: { gap: vars.space.xs } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  minWidth: 0,
  height: '56px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &`]: { borderColor: vars.color.text },
  },
  '@container': { [narrowerThan(naturalRowWidth)]: { width: vars.size.touchTarget } },
});

export const boxActive = style({
  borderColor: vars.color.focusRing,
  boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
});

export const boxInvalid = style({ borderColor: vars.color.critical });

export const boxDisabled = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

/** The real input lies over the boxes: it takes typing, paste and SMS autofill. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  // The boxes show the digits; the input's own text and caret would be drawn over them.
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: '16px',
  letterSpacing: '40px',
  outline: 'none',
  selectors: {
    '&::selection': { background: 'transparent' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

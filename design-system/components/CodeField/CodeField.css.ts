import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  maxWidth: '100%',
});

export const boxes = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
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

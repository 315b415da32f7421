import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

/** The text box shared by every text-like field. */
export const input = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: '14px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  // 16px stops iOS Safari from zooming into the page on focus.
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': { outline: 'none' },
    '&:focus-visible, &:focus': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** Digits line up while a masked value is typed. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withStart = style({ paddingInlineStart: '44px' });
export const withEnd = style({ paddingInlineEnd: '96px' });

const adornment = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
export const adornmentStart = style([adornment, { insetInlineStart: '14px' }]);
export const adornmentEnd = style([adornment, { insetInlineEnd: '12px' }]);

import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: '44px',
  paddingBlock: '10px',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginBlockStart: '1px',
});

/** The native checkbox keeps keyboard and screen-reader behaviour; it is drawn by `box`. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical },
    [`${input}:disabled + &`]: { background: vars.color.surfaceMuted, opacity: 0.6 },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: '44px',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const track = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brand },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + ${track} &`]: { transform: 'translateX(18px)' },
  },
});

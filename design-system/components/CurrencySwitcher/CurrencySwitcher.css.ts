import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.brandText,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

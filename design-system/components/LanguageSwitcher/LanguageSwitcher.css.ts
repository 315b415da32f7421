import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const list = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-current="true"]': {
      background: vars.color.surface,
      color: vars.color.brandText,
      boxShadow: vars.shadow.sm,
    },
  },
});

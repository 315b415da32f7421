import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { color: vars.color.brandText },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.sm,
      right: vars.space.sm,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  overflowWrap: 'break-word',
  selectors: {
    '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
});

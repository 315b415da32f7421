import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.xs}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A short crumb ("Sut") is still a touch target's width.
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
  },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const separator = style({
  display: 'inline-flex',
  color: vars.color.borderStrong,
  flexShrink: 0,
});

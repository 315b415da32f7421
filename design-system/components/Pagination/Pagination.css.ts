import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** What a page number, a step and the gap share: one rule, which each of them composes. */
const cell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const pageItem = style({
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'list-item' },
  },
});

export const link = style([
  cell,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-current="page"]': {
        background: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);

export const stepLink = style([
  link,
  {
    gap: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
]);

export const stepDisabled = style([
  cell,
  {
    color: vars.color.textMuted,
    opacity: 0.5,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const gap = style([
  cell,
  {
    minWidth: '24px',
    padding: 0,
    color: vars.color.textMuted,
  },
]);

export const compactStatus = style({
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.tablet]: { display: 'none' },
  },
});

export const stepText = style({
  display: 'none',
  '@media': {
    [media.desktop]: { display: 'inline' },
  },
});

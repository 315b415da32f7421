import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

export const root = style({
  marginTop: vars.space.huge,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xl}` },
  },
});

export const top = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: vars.space.xxxl,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.xl,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.text,
});

export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A short label ("Blog") is still a touch target's width.
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
  },
  '@media': {
    [media.desktop]: { minHeight: '32px' },
  },
});

export const stores = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const storesGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

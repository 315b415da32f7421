import { globalStyle, style } from '@vanilla-extract/css';
import { media as mediaQuery, vars, visuallyHidden } from '../../foundations';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gridTemplateAreas: '"media info" "controls controls"',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: '88px minmax(0, 1fr) auto',
      gridTemplateAreas: '"media info controls"',
      alignItems: 'center',
      columnGap: vars.space.lg,
    },
  },
});

export const media = style({
  gridArea: 'media',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  alignSelf: 'start',
});

const picture = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

export const image = style(picture);

// A picture put into a skeleton's media slot before the page is interactive shows as a line's.
globalStyle(`${media}[data-slot='media'] > img`, picture);

export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const attributes = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const attribute = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${attribute} > dd`, { margin: 0 });

export const unitPrice = style({
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.onWarningSoft,
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': {
    [mediaQuery.tablet]: { justifyContent: 'flex-end', gap: vars.space.lg },
  },
});

export const total = style({
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-end',
  minWidth: '7rem',
  textAlign: 'end',
  '@media': {
    [mediaQuery.tablet]: { flexGrow: 0, minWidth: '8rem' },
  },
});

export const totalLabel = visuallyHidden;

export const remove = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.criticalSoft, color: vars.color.criticalText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

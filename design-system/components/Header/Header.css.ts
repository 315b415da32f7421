import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars, visuallyHidden } from '../../foundations';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"logo . actions" "search search search"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      columnGap: vars.space.xl,
      padding: `${vars.space.md} ${vars.space.xl}`,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  '@media': {
    [media.tablet]: { maxWidth: '640px', width: '100%', justifySelf: 'center' },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: { gap: vars.space.sm },
  },
});

export const navigation = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const navigationInner = style({
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [media.tablet]: { padding: `0 ${vars.space.xl}` },
  },
});

// Its links are touch targets however short their text: a finger-sized row, not a line of text.
globalStyle(`${navigationInner} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});

export const logoMark = style({
  flexShrink: 0,
  width: '36px',
  height: '36px',
  '@media': {
    [media.tablet]: { width: '40px', height: '40px' },
  },
});

export const logo_ = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const wordmark = style({
  fontSize: vars.font.size.xl,
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.brandText,
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.xxl },
  },
});

export const markBasket = style({ fill: vars.color.brand });
export const markLeaf = style({ fill: vars.color.accent });
export const markHighlight = style({ fill: vars.color.onBrand });

/** Off screen until it has the focus; then over the start of the bar. */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        overflow: 'visible',
        zIndex: 1,
        insetBlockStart: vars.space.sm,
        insetInlineStart: vars.space.sm,
        padding: `${vars.space.sm} ${vars.space.md}`,
        background: vars.color.surface,
        borderRadius: vars.radius.md,
        fontWeight: 600,
      },
    },
  },
]);

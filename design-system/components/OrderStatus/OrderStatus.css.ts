import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = style({
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const markerSize = '24px';

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: vars.space.md,
    paddingBottom: vars.space.lg,
    selectors: {
      // The connector between this step's marker and the next one.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        top: markerSize,
        bottom: 0,
        insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
        width: '2px',
        background: vars.color.border,
      },
      '&:last-child': { paddingBottom: 0 },
    },
  },
  variants: {
    state: {
      complete: {
        selectors: { '&:not(:last-child)::before': { background: vars.color.brand } },
      },
      current: {},
      upcoming: {},
      cancelled: {},
    },
  },
});
export type OrderStatusVariants = RecipeVariants<typeof step>;

export const marker = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.full,
    boxSizing: 'border-box',
  },
  variants: {
    state: {
      complete: { background: vars.color.brand, color: vars.color.onBrand },
      current: {
        background: vars.color.surface,
        border: `7px solid ${vars.color.brand}`,
        boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
      },
      upcoming: {
        background: vars.color.surface,
        border: `2px solid ${vars.color.borderStrong}`,
      },
      cancelled: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  paddingTop: '1px',
  overflowWrap: 'anywhere',
});

export const label = recipe({
  base: {
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { fontWeight: vars.font.weight.bold, color: vars.color.text },
      upcoming: { color: vars.color.textMuted },
      cancelled: { fontWeight: vars.font.weight.bold, color: vars.color.criticalText },
    },
  },
});

export const time = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

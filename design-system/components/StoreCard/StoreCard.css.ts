import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    selected: {
      true: { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
      false: {},
    },
  },
});
export type StoreCardVariants = RecipeVariants<typeof root>;

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    fontWeight: vars.font.weight.semibold,
  },
  variants: {
    open: {
      true: { color: vars.color.brandText },
      false: { color: vars.color.textMuted },
    },
  },
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.full,
  },
  variants: {
    open: {
      true: { background: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
      false: { background: vars.color.borderStrong },
    },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const icon = style({
  marginTop: '2px',
  color: vars.color.textMuted,
});

export const rowText = style({
  margin: 0,
  minWidth: 0,
});

export const hours = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginBlock: `calc((${vars.size.touchTarget} - ${vars.font.lineHeight.sm}) / -2)`,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

/** A link at the card's foot ("Show on map") is a touch target, not a line of small text. */
globalStyle(`${footer} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

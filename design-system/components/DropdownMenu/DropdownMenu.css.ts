import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

export const content = style({
  padding: vars.space.xs,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    overflowWrap: 'anywhere',
    '@media': {
      [media.desktop]: { minHeight: vars.size.controlSm },
    },
    selectors: {
      '&[data-highlighted]': { background: vars.color.surfaceMuted },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
      '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: '-3px',
      },
    },
  },
  variants: {
    tone: {
      neutral: {},
      critical: { color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type DropdownMenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** A mark at the end of an item, e.g. the tick of the chosen option. */
export const itemTrailing = style({
  marginLeft: 'auto',
  paddingLeft: vars.space.md,
  color: vars.color.brandText,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.border,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

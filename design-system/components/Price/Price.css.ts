import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      medium: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      large: { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.xxl },
    },
  },
  defaultVariants: { size: 'medium' },
});
export type PriceVariants = RecipeVariants<typeof root>;

export const amounts = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

export const current = style({
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const currentDiscounted = style({
  color: vars.color.accent,
});

export const unit = style({
  fontWeight: vars.font.weight.regular,
  fontSize: '0.8em',
  color: vars.color.textMuted,
});

export const old = style({
  fontSize: '0.8em',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  textDecorationThickness: '1px',
});

export const usd = style({
  fontSize: '0.75em',
  lineHeight: 1.3,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

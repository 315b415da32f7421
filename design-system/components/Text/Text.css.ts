import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, overflowWrap: 'break-word' },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs },
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandText },
      critical: { color: vars.color.criticalText },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    tabularNumbers: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
  },
  defaultVariants: {
    size: 'md',
    tone: 'neutral',
    weight: 'regular',
    align: 'start',
    tabularNumbers: false,
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** Cuts text after `--sv-max-lines` lines with an ellipsis. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

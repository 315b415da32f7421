import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';
import { media } from '../../foundations/tokens';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    letterSpacing: '-0.01em',
    overflowWrap: 'break-word',
    hyphens: 'auto',
  },
  variants: {
    size: {
      display: {
        fontSize: vars.font.size.xxxl,
        lineHeight: vars.font.lineHeight.xxxl,
        fontWeight: vars.font.weight.bold,
        letterSpacing: '-0.02em',
        '@media': {
          [media.tablet]: {
            fontSize: vars.font.size.display,
            lineHeight: vars.font.lineHeight.display,
          },
        },
      },
      xl: {
        fontSize: vars.font.size.xxl,
        lineHeight: vars.font.lineHeight.xxl,
        fontWeight: vars.font.weight.bold,
        '@media': {
          [media.tablet]: { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.xxxl },
        },
      },
      lg: {
        fontSize: vars.font.size.xl,
        lineHeight: vars.font.lineHeight.xl,
        fontWeight: vars.font.weight.bold,
        '@media': {
          [media.tablet]: { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.xxl },
        },
      },
      md: {
        fontSize: vars.font.size.lg,
        lineHeight: vars.font.lineHeight.lg,
        fontWeight: vars.font.weight.semibold,
      },
      sm: {
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
        fontWeight: vars.font.weight.semibold,
        letterSpacing: 0,
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'lg', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const link = recipe({
  base: {
    display: 'inline',
    fontWeight: vars.font.weight.medium,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brandText },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      inherit: { color: 'inherit' },
    },
    /** A touch target: at least 44 px tall however short its text, centred in it. */
    touch: {
      true: { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget },
      false: {},
    },
    underline: {
      always: {},
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always', touch: false },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.15em',
});

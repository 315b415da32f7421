import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const divider = recipe({
  base: { border: 0, margin: 0, flexShrink: 0, background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { height: '1px', width: '100%' },
      vertical: { width: '1px', alignSelf: 'stretch' },
    },
    tone: {
      subtle: { background: vars.color.border },
      strong: { background: vars.color.borderStrong },
    },
  },
  defaultVariants: { orientation: 'horizontal', tone: 'subtle' },
});

export type DividerVariants = NonNullable<RecipeVariants<typeof divider>>;

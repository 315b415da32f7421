import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    // A placeholder on screen for less than a second (most of them) stays still: pulsing from the
    // first frame draws a new frame sixty times a second on a phone busy starting the page.
    animation: `${pulse} 1.6s ease-in-out 1s infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.8em', marginBlock: '0.35em', borderRadius: vars.radius.sm },
      rectangle: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'rectangle' },
});
export type SkeletonVariants = RecipeVariants<typeof root>;

export const lines = style({
  display: 'block',
});

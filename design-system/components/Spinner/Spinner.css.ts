import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
});

export const circle = recipe({
  base: {
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: vars.size.iconSm, height: vars.size.iconSm },
      medium: { width: vars.size.iconLg, height: vars.size.iconLg },
      large: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
export type SpinnerVariants = RecipeVariants<typeof circle>;

export const track = style({ opacity: 0.2 });

export const label = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

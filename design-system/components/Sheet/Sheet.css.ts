import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' } });

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animationDuration: vars.motion.durationSlow,
    animationTimingFunction: vars.motion.easing,
  },
  variants: {
    side: {
      left: {
        top: 0,
        bottom: 0,
        left: 0,
        width: 'min(400px, calc(100vw - 48px))',
        borderRadius: `0 ${vars.radius.xl} ${vars.radius.xl} 0`,
        animationName: slideFromLeft,
      },
      right: {
        top: 0,
        bottom: 0,
        right: 0,
        width: 'min(420px, calc(100vw - 48px))',
        borderRadius: `${vars.radius.xl} 0 0 ${vars.radius.xl}`,
        animationName: slideFromRight,
      },
      bottom: {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '88dvh',
        borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
        animationName: slideFromBottom,
        paddingBottom: 'env(safe-area-inset-bottom)',
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export type SheetVariants = NonNullable<RecipeVariants<typeof content>>;

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100vw - ${vars.space.xxl})`,
    maxHeight: `calc(100dvh - ${vars.space.xxl})`,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    animation: `${riseIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
      fullscreen: {
        width: '100vw',
        maxWidth: '100vw',
        height: '100dvh',
        maxHeight: '100dvh',
        borderRadius: 0,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0 ${vars.space.xl}`,
});

export const headerWithHiddenTitle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  padding: vars.space.sm,
  zIndex: 1,
});

export const titles = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
  '@media': {
    [media.tablet]: { paddingBottom: vars.space.xl },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

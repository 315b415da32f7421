import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

// A toast's own styles: only its code, loaded when the first toast shows, uses them (see Toaster.tsx).

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      neutral: {},
      info: {},
      positive: {},
      caution: {},
      critical: {},
    },
  },
});
export type ToastVariants = RecipeVariants<typeof toast>;

export const marker = recipe({
  base: {
    flexShrink: 0,
    alignSelf: 'stretch',
    width: '4px',
    minHeight: vars.size.iconLg,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.borderStrong },
      info: { background: vars.color.info },
      positive: { background: vars.color.brand },
      caution: { background: vars.color.warning },
      critical: { background: vars.color.critical },
    },
  },
});

export const content = style({
  flexGrow: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  opacity: 0.9,
});

const control = style({
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(127, 127, 127, 0.2)' },
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' },
  },
});

export const action = style([
  control,
  {
    paddingInline: vars.space.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
]);

export const close = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    padding: 0,
  },
]);

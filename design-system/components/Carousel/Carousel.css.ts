import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

export const root = style({
  position: 'relative',
});

export const viewport = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
    background: vars.color.surfaceMuted,
    // Vertical page scrolling stays with the browser; horizontal drags switch slides.
    touchAction: 'pan-y',
  },
  variants: {
    aspectRatio: {
      banner: {
        aspectRatio: '16 / 9',
        '@media': { [media.tablet]: { aspectRatio: '21 / 8' } },
      },
      wide: { aspectRatio: '16 / 9' },
      square: { aspectRatio: '1 / 1' },
      // As tall as the tallest slide (all slides are in the page, so the height is known at once).
      auto: {},
    },
  },
  defaultVariants: { aspectRatio: 'banner' },
});

export type CarouselViewportVariants = NonNullable<RecipeVariants<typeof viewport>>;

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
});

export const stepButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

/** Slides sized by their content carry words on phones: swiping and the dots turn them there. */
export const stepButtonFromTablet = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

export const previous = style({ left: vars.space.md });
export const next = style({ right: vars.space.md });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.full,
  '::before': {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `width ${vars.motion.durationBase} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: '22px', background: vars.color.brand },
  },
});

export const rotationButton = style({
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
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

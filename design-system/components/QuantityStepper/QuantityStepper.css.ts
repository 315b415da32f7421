import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

/**
 * Its least widths. Placed in a container narrower than that (a product card two a row on a 320
 * or 360 px phone), the stepper takes the container's width instead: its buttons 2rem wide, the
 * value without inline padding, so that it stays inside.
 */
const leastWidth = { small: 120, medium: 144 } as const;
const narrowerThan = (width: number) => `(width < ${width}px)`;

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    borderRadius: vars.radius.md,
    background: vars.color.brandSoft,
    color: vars.color.onBrandSoft,
    fontFamily: vars.font.family.body,
  },
  variants: {
    size: {
      small: {
        minWidth: `${leastWidth.small}px`,
        '@container': { [narrowerThan(leastWidth.small)]: { minWidth: 0 } },
      },
      medium: {
        minWidth: `${leastWidth.medium}px`,
        '@container': { [narrowerThan(leastWidth.medium)]: { minWidth: 0 } },
      },
    },
    disabled: {
      true: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', disabled: false },
});
export type QuantityStepperVariants = RecipeVariants<typeof control>;

export const button = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.surface },
      '&:active:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    size: {
      small: {
        '@media': {
          [media.tablet]: { width: vars.size.controlSm, height: vars.size.controlSm },
        },
        '@container': { [narrowerThan(leastWidth.small)]: { width: '2rem' } },
      },
      medium: {
        '@container': { [narrowerThan(leastWidth.medium)]: { width: '2rem' } },
      },
    },
  },
});

export const value = recipe({
  base: {
    flexGrow: 1,
    flexShrink: 1,
    minWidth: '3ch',
    alignSelf: 'stretch',
    margin: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    fontFamily: 'inherit',
    paddingInline: vars.space.xs,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    borderRadius: vars.radius.sm,
    cursor: 'text',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', WebkitTextFillColor: 'currentColor', opacity: 1 },
    },
  },
  variants: {
    size: {
      small: {
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
        '@container': { [narrowerThan(leastWidth.small)]: { paddingInline: 0 } },
      },
      medium: {
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
        '@container': { [narrowerThan(leastWidth.medium)]: { paddingInline: 0 } },
      },
    },
  },
});

export const reason = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.criticalText,
  textAlign: 'center',
});

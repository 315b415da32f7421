import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

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
      small: { minWidth: '120px' },
      medium: { minWidth: '144px' },
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
      },
      medium: {},
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
      small: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      medium: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
    },
  },
});

export const reason = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.criticalText,
  textAlign: 'center',
});

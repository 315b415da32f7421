import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}, transform ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled': { opacity: 0.5 },
      // Extends the touch area of compact buttons to 44px without changing their look.
      '&::after': { content: '""', position: 'absolute', inset: 'min(0px, (100% - 44px) / 2)' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:active:not(:disabled)': { background: vars.color.brandPressed },
        },
      },
      neutral: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
          '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.criticalHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brandText,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
          '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
        lineHeight: vars.font.lineHeight.lg,
        borderRadius: vars.radius.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ paddingBlock: vars.space.xs });

export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    // Without rotation the ring still reads as "busy" thanks to the open segment.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

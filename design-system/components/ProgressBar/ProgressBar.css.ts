import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text,
});

// The label keeps room for a readable line (12em) and the value goes under it when both do not
// fit side by side, rather than squeezing the label and spilling out of the card.
export const label = style({
  flex: '1 1 12em',
  minWidth: 0,
});

// Wider than its row (two amounts on a 320 px phone), the reading wraps between words: an amount
// keeps its narrow no-break spaces, so it never breaks inside.
export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    // The track outline keeps the bar visible as a UI component (WCAG 1.4.11) on any surface.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      small: { height: '6px' },
      medium: { height: '10px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.durationSlow} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      accent: { background: vars.color.accent },
      caution: { background: vars.color.warning },
      critical: { background: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'brand' },
});
export type ProgressBarVariants = RecipeVariants<typeof track> & RecipeVariants<typeof fill>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      positive: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      caution: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      critical: { background: vars.color.criticalSoft, color: vars.color.onCriticalSoft },
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
    },
    size: {
      small: {
        paddingBlock: '1px',
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.xs,
      },
      medium: {
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});
export type BadgeVariants = RecipeVariants<typeof root>;

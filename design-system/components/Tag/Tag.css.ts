import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: '28px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      brand: {
        background: vars.color.brandSoft,
        borderColor: 'transparent',
        color: vars.color.onBrandSoft,
      },
      accent: {
        background: vars.color.accentSoft,
        borderColor: 'transparent',
        color: vars.color.onAccentSoft,
      },
      info: {
        background: vars.color.infoSoft,
        borderColor: 'transparent',
        color: vars.color.onInfoSoft,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type TagVariants = RecipeVariants<typeof root>;

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

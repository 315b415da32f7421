import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family.body,
  },
  variants: {
    done: {
      true: { background: vars.color.successSoft },
      false: { background: vars.color.surfaceMuted },
    },
  },
});
export type FreeDeliveryProgressVariants = RecipeVariants<typeof root>;

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.full,
  },
  variants: {
    done: {
      true: { background: vars.color.success, color: vars.color.onSuccess },
      false: { background: vars.color.surface, color: vars.color.brandText },
    },
  },
});

export const bar = style({
  flexGrow: 1,
  minWidth: 0,
});

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';
import { media } from '../../foundations/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': {
      [media.tablet]: { paddingInline: vars.space.xl },
      [media.desktop]: { paddingInline: vars.space.xxl },
    },
  },
  variants: {
    width: {
      narrow: { maxWidth: vars.size.containerSm },
      medium: { maxWidth: vars.size.containerMd },
      wide: { maxWidth: vars.size.containerLg },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'wide' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;

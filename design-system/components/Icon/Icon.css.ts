import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      xs: { width: '14px', height: '14px' },
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '24px', height: '24px' },
      xl: { width: '32px', height: '32px', strokeWidth: 1.75 },
      inherit: { width: '1.25em', height: '1.25em' },
    },
    filled: {
      true: { fill: 'currentColor' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', filled: false },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;

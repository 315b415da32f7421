import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const open = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const zoomHint = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  bottom: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  scrollbarWidth: 'thin',
});

export const thumb = recipe({
  base: {
    flexShrink: 0,
    width: '64px',
    height: '64px',
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    background: vars.color.surfaceMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    selected: {
      true: {
        borderColor: vars.color.brand,
        selectors: { '&:hover': { borderColor: vars.color.brand } },
      },
      false: {},
    },
  },
});
export type ProductGalleryVariants = RecipeVariants<typeof thumb>;

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

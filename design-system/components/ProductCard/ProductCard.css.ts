import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media as mediaQuery, vars } from '../../foundations';

/**
 * A card is laid out by its own width: where its content is narrower than the stepper's least
 * width (two cards a row on a 320 or 360 px phone), the add button's label goes without its icon,
 * so that "В корзину" is not broken inside the word; the stepper, in the card as its container,
 * narrows itself (QuantityStepper.css.ts).
 */
const card = createContainer();
const narrow = `${card} (width < 144px)`;

export const root = recipe({
  base: {
    containerName: card,
    containerType: 'inline-size',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    height: '100%',
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}`,
    // A catalogue page holds dozens of cards: those off screen are laid out and painted only when
    // scrolled near, sized meanwhile as a typical card is (then as they were last shown).
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 20rem',
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
    },
    '@media': {
      [mediaQuery.reducedMotion]: { transition: 'none' },
      [mediaQuery.tablet]: { padding: vars.space.md, containIntrinsicBlockSize: 'auto 23.75rem' },
    },
  },
  variants: {
    outOfStock: {
      true: {},
      false: {},
    },
  },
});
export type ProductCardVariants = RecipeVariants<typeof root>;

// Chromium can leave the controls of a card whose contents it skips with the style they had
// before the stylesheet applied (the browser's grey button). When the card comes near the screen,
// their colour transitions then start from that grey: the buttons flash, and a contrast check run
// meanwhile reads white on grey. Inside a card, controls animate only into a state the shopper
// causes (pointed at, pressed, focused) and snap back out of it.
globalStyle(`${root.classNames.base} :is(button, a):not(:hover, :active, :focus-visible)`, {
  transition: 'none',
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  selectors: {
    [`${root.classNames.variants.outOfStock.true} &`]: { opacity: 0.5, filter: 'grayscale(1)' },
  },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.regular,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  // Two lines are always reserved so prices and buttons line up across a row of cards.
  minHeight: `calc(2 * ${vars.font.lineHeight.sm})`,
  '@media': {
    [mediaQuery.tablet]: {
      WebkitLineClamp: 3,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      minHeight: `calc(2 * ${vars.font.lineHeight.md})`,
    },
  },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The name link covers the whole card, so the image and price are clickable too.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const stepper = style({
  width: '100%',
});

globalStyle(`${actions} > button`, {
  '@container': { [narrow]: { paddingInline: vars.space.md } },
});
globalStyle(`${actions} > button > svg`, {
  '@container': { [narrow]: { display: 'none' } },
});

export const skeletonButton = style({
  borderRadius: vars.radius.md,
});

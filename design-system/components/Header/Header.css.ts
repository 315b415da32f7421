import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars, visuallyHidden } from '../../foundations';

/*
 * While the page scrolls, only the bar a shopper needs everywhere stays on screen: the logo, the
 * search, the account and the cart. The rest scrolls away with the page: the category links (a
 * row after the header) and, on a phone, the language and currency switchers (a row at the top of
 * the header, which sticks that row's height above the screen's edge).
 */

/** The tallest control of a row: a switcher's pill group (a touch target inside its padding). */
const rowHeight = `calc(${vars.size.touchTarget} + 2 * ${vars.space.xxs})`;
/** On a phone, the height of the row of switchers above the logo, its padding included. */
const phoneToolsRow = `calc(${vars.space.sm} + ${rowHeight})`;
/** The part that stays on screen: on a phone the logo's row and the search under it. */
const phoneStuckHeight = `calc(3 * ${vars.space.sm} + 2 * ${vars.size.touchTarget} + 1px)`;
const stuckHeight = `calc(2 * ${vars.space.md} + ${rowHeight} + 1px)`;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A header with switchers: on a phone they make a row above the logo that scrolls away. */
export const withTools = style({
  top: `calc(-1 * ${phoneToolsRow})`,
  '@media': {
    [media.tablet]: { top: 0 },
  },
});

// Keyboard focus and links to a part of the page never end under the bar: the page scrolls
// what it brings into view to just below it. Not while the focus is in the header itself, on
// screen however far the page is scrolled: the page would scroll up, in vain, to bring the
// focused control (or the search's caret) below the header's own bottom.
globalStyle(`html:has(${root}):not(:has(${root} :focus))`, {
  scrollPaddingTop: `calc(${phoneStuckHeight} + ${vars.space.sm})`,
  '@media': {
    [media.tablet]: { scrollPaddingTop: `calc(${stuckHeight} + ${vars.space.sm})` },
  },
});

/** A header without a search (checkout): on a phone the logo's row is the whole bar. */
export const withoutSearch = style({});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"logo . actions" "search search search"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  selectors: {
    [`${withTools} &`]: {
      gridTemplateAreas: '"tools tools tools" "logo . actions" "search search search"',
    },
    // No empty search row, and so no gap above it.
    [`${withoutSearch} &`]: { gridTemplateAreas: '"logo . actions"' },
    [`${withTools}${withoutSearch} &`]: {
      gridTemplateAreas: '"tools tools tools" "logo . actions"',
    },
  },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      columnGap: vars.space.xl,
      padding: `${vars.space.md} ${vars.space.xl}`,
      selectors: {
        [`${withTools} &`]: {
          gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
          gridTemplateAreas: '"logo search tools actions"',
        },
        [`${withTools}${withoutSearch} &`]: { gridTemplateAreas: '"logo . tools actions"' },
      },
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  '@media': {
    [media.tablet]: { maxWidth: '640px', width: '100%', justifySelf: 'center' },
  },
});

/** The language and currency switchers. */
export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  '@media': {
    // Beside the actions as one group, as close as the actions are to each other.
    [media.tablet]: { marginInlineEnd: `calc(${vars.space.xs} - ${vars.space.xl})` },
  },
});

// A switcher with the focus is never above the screen: the whole header comes down meanwhile.
globalStyle(`${withTools}:has(${tools}:focus-within)`, { top: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: { gap: vars.space.sm },
  },
});

/** After the header, not in it: the category links scroll away with the page. */
export const navigation = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navigationInner = style({
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [media.tablet]: { padding: `0 ${vars.space.xl}` },
  },
});

// Its links are touch targets however short their text: a finger-sized row, not a line of text,
// and at least a finger wide (a short name such as "Baby" is centred in it).
globalStyle(`${navigationInner} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});

export const logoMark = style({
  flexShrink: 0,
  width: '36px',
  height: '36px',
  '@media': {
    [media.tablet]: { width: '40px', height: '40px' },
  },
});

export const logo_ = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const wordmark = style({
  fontSize: vars.font.size.xl,
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.brandText,
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.xxl },
  },
});

export const markBasket = style({ fill: vars.color.brand });
export const markLeaf = style({ fill: vars.color.accent });
export const markHighlight = style({ fill: vars.color.onBrand });

/**
 * Off screen until it has the focus; then over the start of the screen, wherever the header is
 * (on a phone scrolled down, its top is above the screen).
 */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        overflow: 'visible',
        zIndex: 1,
        insetBlockStart: vars.space.sm,
        insetInlineStart: vars.space.sm,
        padding: `${vars.space.sm} ${vars.space.md}`,
        background: vars.color.surface,
        borderRadius: vars.radius.md,
        fontWeight: 600,
      },
    },
  },
]);

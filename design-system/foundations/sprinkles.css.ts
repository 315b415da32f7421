import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

/**
 * Sprinkles whose value may change with the screen's width: what the screens lay out differently
 * on a phone and a desktop. Every property here costs a class per value and screen in every page's
 * stylesheet (and in the map the browser loads to pick them), so the rest are static below; a
 * layout that needs another property to respond has a style of its own.
 *
 * Every value of every property is a class in every page's stylesheet, used or not: each property
 * offers the values the storefront and the design system's components use, and a value is added
 * here when a layout first needs it. A one-off layout has a style of its own.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  },
});

/**
 * Margins only reset an element's own (a heading's, a paragraph's): the space between elements
 * is their container's gap (Stack, Inline, Grid).
 */
const margins = { none: '0' };

const staticProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    // Padding by axis, in the direction of the text: layouts pad all sides or one axis, never a
    // single side (a one-off has a style of its own), and two properties make half the classes of
    // four sides.
    paddingBlock: vars.space,
    paddingInline: vars.space,
    textAlign: ['center'],
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    flexGrow: { '1': '1' },
    flexShrink: { '0': '0' },
    minWidth: { '0': '0' },
    width: { auto: 'auto' },
    overflow: ['hidden'],
    borderRadius: {
      sm: vars.radius.sm,
      md: vars.radius.md,
      lg: vars.radius.lg,
      full: vars.radius.full,
    },
    boxShadow: { sm: vars.shadow.sm },
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      brandSoft: vars.color.brandSoft,
      successSoft: vars.color.successSoft,
    },
    color: {
      textMuted: vars.color.textMuted,
      brandText: vars.color.brandText,
      criticalText: vars.color.criticalText,
    },
    borderWidth: { none: '0', thin: '1px' },
    borderStyle: ['solid'],
    borderColor: { border: vars.color.border, borderStrong: vars.color.borderStrong },
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    paddingX: ['paddingInline'],
    paddingY: ['paddingBlock'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

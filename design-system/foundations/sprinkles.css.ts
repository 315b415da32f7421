import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

/**
 * Sprinkles whose value may change with the screen's width: what the screens lay out differently
 * on a phone and a desktop. Every property here costs three classes per value in every page's
 * stylesheet (and in the map the browser loads to pick them), so the rest are static below; a
 * layout that needs another property to respond has a style of its own.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
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
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    flexGrow: { '0': '0', '1': '1' },
    flexShrink: { '0': '0', '1': '1' },
    minWidth: { '0': '0' },
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      accentSoft: vars.color.accentSoft,
      criticalSoft: vars.color.criticalSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
      successSoft: vars.color.successSoft,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandText: vars.color.brandText,
      criticalText: vars.color.criticalText,
      onBrand: vars.color.onBrand,
      inherit: 'inherit',
    },
    borderWidth: { none: '0', thin: '1px' },
    borderStyle: ['solid'],
    borderColor: { border: vars.color.border, borderStrong: vars.color.borderStrong },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

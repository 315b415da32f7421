import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
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
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

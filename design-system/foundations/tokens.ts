/**
 * Design tokens as plain data. The theme contract (`contract.css.ts`) is derived from the
 * shape of these objects, and the contrast test reads the colour values directly.
 */

export type ColorTokens = {
  /** Page background. */
  background: string;
  /** Cards, inputs, sheets. */
  surface: string;
  /** Quiet panels, hover fill of neutral controls. */
  surfaceMuted: string;
  /** Pressed fill of neutral controls, skeletons. */
  surfaceSunken: string;
  /** Hairline separators and card outlines (decorative). */
  border: string;
  /** Outlines of form controls (UI component boundary, needs 3:1). */
  borderStrong: string;
  text: string;
  textMuted: string;
  /** Text on a dark fill, e.g. toast or tooltip. */
  textInverse: string;
  /** Dark fill behind inverse text. */
  surfaceInverse: string;

  brand: string;
  brandHover: string;
  brandPressed: string;
  onBrand: string;
  /** Brand-coloured text and links on background/surface. */
  brandText: string;
  brandSoft: string;
  onBrandSoft: string;

  /** Warm accent for discounts and promotions. */
  accent: string;
  onAccent: string;
  accentSoft: string;
  onAccentSoft: string;

  critical: string;
  criticalHover: string;
  onCritical: string;
  criticalText: string;
  criticalSoft: string;
  onCriticalSoft: string;

  warning: string;
  onWarning: string;
  warningSoft: string;
  onWarningSoft: string;

  info: string;
  onInfo: string;
  infoSoft: string;
  onInfoSoft: string;

  success: string;
  onSuccess: string;
  successSoft: string;
  onSuccessSoft: string;

  focusRing: string;
  /** Scrim behind modal dialogs. */
  overlay: string;
  /** Star rating fill. */
  rating: string;
};

export const lightColors: ColorTokens = {
  background: '#faf8f3',
  surface: '#ffffff',
  surfaceMuted: '#f3f0e8',
  surfaceSunken: '#e9e5da',
  border: '#e4dfd3',
  borderStrong: '#8a8272',
  text: '#1f1c17',
  textMuted: '#5d574c',
  textInverse: '#fbfaf6',
  surfaceInverse: '#2b2822',

  brand: '#13773a',
  brandHover: '#0f6631',
  brandPressed: '#0b5428',
  onBrand: '#ffffff',
  brandText: '#11702f',
  brandSoft: '#e3f3e7',
  onBrandSoft: '#0c5226',

  accent: '#c2410c',
  onAccent: '#ffffff',
  accentSoft: '#fdeee2',
  onAccentSoft: '#8a2c05',

  critical: '#b3261e',
  criticalHover: '#971f18',
  onCritical: '#ffffff',
  criticalText: '#a8231c',
  criticalSoft: '#fcebe9',
  onCriticalSoft: '#7f1a14',

  warning: '#f2b33d',
  onWarning: '#2b1d00',
  warningSoft: '#fdf3dc',
  onWarningSoft: '#6b4500',

  info: '#1f5fbf',
  onInfo: '#ffffff',
  infoSoft: '#e7effb',
  onInfoSoft: '#174a94',

  success: '#13773a',
  onSuccess: '#ffffff',
  successSoft: '#e3f3e7',
  onSuccessSoft: '#0c5226',

  focusRing: '#1f5fbf',
  overlay: 'rgba(31, 28, 23, 0.48)',
  rating: '#b7791f',
};

export const darkColors: ColorTokens = {
  background: '#151411',
  surface: '#1e1c18',
  surfaceMuted: '#2a2722',
  surfaceSunken: '#34312b',
  border: '#37342d',
  borderStrong: '#8c8576',
  text: '#f3f0e9',
  textMuted: '#bdb6a8',
  textInverse: '#1f1c17',
  surfaceInverse: '#efebe2',

  brand: '#4cc472',
  brandHover: '#63cf86',
  brandPressed: '#3aa95e',
  onBrand: '#0a1f10',
  brandText: '#6fd690',
  brandSoft: '#1c3324',
  onBrandSoft: '#9fe3b4',

  accent: '#fb8a4c',
  onAccent: '#2a1003',
  accentSoft: '#3a2417',
  onAccentSoft: '#ffc29f',

  critical: '#f2675c',
  criticalHover: '#f5857c',
  onCritical: '#2b0503',
  criticalText: '#ff8a80',
  criticalSoft: '#3b1d1a',
  onCriticalSoft: '#ffb4ab',

  warning: '#f2b33d',
  onWarning: '#2b1d00',
  warningSoft: '#372a12',
  onWarningSoft: '#f7d48d',

  info: '#7aa7f0',
  onInfo: '#06193a',
  infoSoft: '#1b2738',
  onInfoSoft: '#a9c6f5',

  success: '#4cc472',
  onSuccess: '#0a1f10',
  successSoft: '#1c3324',
  onSuccessSoft: '#9fe3b4',

  focusRing: '#8fb6f5',
  overlay: 'rgba(0, 0, 0, 0.6)',
  rating: '#e0a53a',
};

/**
 * Text/background pairs the components actually use; the contrast test requires each of them
 * to reach its WCAG level in every theme. `large` means ≥ 24px regular or ≥ 18.66px bold,
 * `ui` means a non-text boundary or icon (WCAG 1.4.11), both 3:1.
 */
export type ContrastKind = 'text' | 'large' | 'ui';
export const contrastPairs: ReadonlyArray<
  readonly [foreground: keyof ColorTokens, background: keyof ColorTokens, kind: ContrastKind]
> = [
  ['text', 'background', 'text'],
  ['text', 'surface', 'text'],
  ['text', 'surfaceMuted', 'text'],
  ['text', 'surfaceSunken', 'text'],
  ['textMuted', 'background', 'text'],
  ['textMuted', 'surface', 'text'],
  ['textMuted', 'surfaceMuted', 'text'],
  ['textInverse', 'surfaceInverse', 'text'],
  ['brandText', 'background', 'text'],
  ['brandText', 'surface', 'text'],
  ['brandText', 'surfaceMuted', 'text'],
  ['onBrand', 'brand', 'text'],
  ['onBrand', 'brandHover', 'text'],
  ['onBrand', 'brandPressed', 'text'],
  ['onBrandSoft', 'brandSoft', 'text'],
  ['onAccent', 'accent', 'text'],
  ['onAccentSoft', 'accentSoft', 'text'],
  ['onCritical', 'critical', 'text'],
  ['onCritical', 'criticalHover', 'text'],
  ['criticalText', 'background', 'text'],
  ['criticalText', 'surface', 'text'],
  ['onCriticalSoft', 'criticalSoft', 'text'],
  ['onWarning', 'warning', 'text'],
  ['onWarningSoft', 'warningSoft', 'text'],
  ['onInfo', 'info', 'text'],
  ['onInfoSoft', 'infoSoft', 'text'],
  ['onSuccess', 'success', 'text'],
  ['onSuccessSoft', 'successSoft', 'text'],
  ['borderStrong', 'background', 'ui'],
  ['borderStrong', 'surface', 'ui'],
  ['brand', 'surface', 'ui'],
  ['brand', 'background', 'ui'],
  ['focusRing', 'background', 'ui'],
  ['focusRing', 'surface', 'ui'],
  ['critical', 'surface', 'ui'],
  ['rating', 'surface', 'ui'],
];

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
};
export type Space = keyof typeof space;
export const spaceNames = Object.keys(space) as Space[];

export const radius = {
  none: '0',
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  full: '9999px',
};
export type Radius = keyof typeof radius;

export const fontFamily = {
  /**
   * System faces: zero bytes to download, and every one of them covers Latin with U+02BB
   * and Cyrillic.
   */
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", "Noto Sans Mono", Menlo, Consolas, monospace',
};

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: '2.25rem',
};
export type FontSize = keyof typeof fontSize;

export const lineHeight = {
  xs: '1rem',
  sm: '1.25rem',
  md: '1.5rem',
  lg: '1.625rem',
  xl: '1.75rem',
  xxl: '2rem',
  xxxl: '2.375rem',
  display: '2.75rem',
};

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
};
export type FontWeight = keyof typeof fontWeight;

export const shadow = {
  light: {
    sm: '0 1px 2px rgba(43, 36, 20, 0.08)',
    md: '0 2px 4px rgba(43, 36, 20, 0.06), 0 4px 12px rgba(43, 36, 20, 0.08)',
    lg: '0 8px 24px rgba(43, 36, 20, 0.14), 0 2px 6px rgba(43, 36, 20, 0.08)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 2px 4px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.4)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
  },
};

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

export const size = {
  /** Minimum touch target on mobile. */
  touchTarget: '44px',
  controlSm: '36px',
  controlMd: '44px',
  controlLg: '52px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  containerSm: '640px',
  containerMd: '960px',
  containerLg: '1280px',
};

export const zIndex = {
  base: '0',
  sticky: '100',
  header: '200',
  dropdown: '300',
  overlay: '400',
  modal: '500',
  toast: '600',
};

/** Breakpoints (min-width) of the sprinkles conditions. */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1200,
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The full set of values a theme provides; its shape defines the contract. */
export const themeTokens = (colors: ColorTokens, shadows: typeof shadow.light) => ({
  color: colors,
  space,
  radius,
  font: {
    family: fontFamily,
    size: fontSize,
    lineHeight,
    weight: fontWeight,
  },
  shadow: shadows,
  motion,
  size,
  zIndex,
});

export const lightTokens = themeTokens(lightColors, shadow.light);
export const darkTokens = themeTokens(darkColors, shadow.dark);

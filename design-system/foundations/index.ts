import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './themes.css';
export { sprinkles } from './sprinkles.css';
export { focusRing, pageGutter, visuallyHidden } from './utilities.css';
export type { Sprinkles } from './sprinkles.css';
export * as tokens from './tokens';
export { contrastRatio, relativeLuminance, requiredContrast } from './contrast';
export { breakpoints, media, spaceNames } from './tokens';
export type { Breakpoint, ColorTokens, FontSize, FontWeight, Radius, Space } from './tokens';

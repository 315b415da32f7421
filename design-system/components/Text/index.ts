export { Text, textAligns, textSizes, textTones, textWeights } from './Text';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text';
export type { TextVariants } from './Text.css';

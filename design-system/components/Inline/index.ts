export { Inline, inlineAligns, inlineAlignsY } from './Inline';
export type { InlineAlign, InlineAlignY, InlineProps } from './Inline';

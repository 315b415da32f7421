export { Heading, headingAligns, headingLevels, headingSizes } from './Heading';
export type { HeadingAlign, HeadingLevel, HeadingProps, HeadingSize } from './Heading';

export { Heading, headingAligns, headingLevels, headingSizes } from './Heading';
export type { HeadingAlign, HeadingLevel, HeadingProps, HeadingSize } from './Heading';
export type { HeadingVariants } from './Heading.css';

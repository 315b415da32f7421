export { Tag, tagTones } from './Tag';
export type { TagProps, TagTone } from './Tag';
export type { TagVariants } from './Tag.css';

export { Divider, dividerOrientations, dividerTones } from './Divider';
export type { DividerOrientation, DividerProps, DividerTone } from './Divider';
export type { DividerVariants } from './Divider.css';

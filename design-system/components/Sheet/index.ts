export { Sheet, sheetSides } from './Sheet';
export type { SheetProps, SheetSide } from './Sheet';
export type { SheetVariants } from './Sheet.css';

export { Sheet, sheetSides } from './Sheet';
export type { SheetProps, SheetSide } from './Sheet';

export { Popover, popoverAligns, popoverSides } from './Popover';
export type { PopoverAlign, PopoverProps, PopoverSide } from './Popover';

export { TimeSlotPicker } from './TimeSlotPicker';
export type { TimeSlot, TimeSlotDay, TimeSlotPickerProps } from './TimeSlotPicker';

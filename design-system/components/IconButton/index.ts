export { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonTone } from './IconButton';
export type { IconButtonVariants } from './IconButton.css';

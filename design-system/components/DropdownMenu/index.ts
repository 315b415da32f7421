export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  dropdownMenuItemTones,
} from './DropdownMenu';
export type {
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuLinkItemProps,
  DropdownMenuProps,
} from './DropdownMenu';
export type { DropdownMenuItemVariants } from './DropdownMenu.css';

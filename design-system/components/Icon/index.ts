export * from './icons';
export { allIcons } from './allIcons';
export { createIcon, iconSizes } from './createIcon';
export type { IconComponent, IconProps, IconSize } from './createIcon';
export type { IconVariants } from './Icon.css';

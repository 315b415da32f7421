export { Button, ButtonLink, buttonSizes, buttonTones } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonTone } from './Button';
export type { ButtonVariants } from './Button.css';

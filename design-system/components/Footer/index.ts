export { Footer } from './Footer';
export type { FooterLink, FooterLinkGroup, FooterProps } from './Footer';

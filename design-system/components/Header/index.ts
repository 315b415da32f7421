export { Header, HeaderLogoLink } from './Header';
export type { HeaderLogoLinkProps, HeaderProps } from './Header';
export { Logo, LogoMark } from './Logo';

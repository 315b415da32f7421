export { isExternalHref, Link, linkTones, linkUnderlines } from './Link';
export type { LinkProps, LinkTone, LinkUnderline } from './Link';
export type { LinkVariants } from './Link.css';

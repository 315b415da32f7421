import type { AnchorHTMLAttributes, ReactNode } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/**
 * Lets the app render links with its router (client-side navigation) while the design system
 * decides the markup and attributes.
 */
export type RenderLink = (props: LinkProps) => ReactNode;

export const renderPlainLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

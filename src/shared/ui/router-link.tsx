import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** Renders design-system links with the router, so storefront links navigate without a reload. */
export function renderRouterLink({ href, children, ...props }: RouterLinkProps): ReactNode {
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import type { LayoutName } from '@/shared/model';
import { CheckoutLayout } from './checkout-layout';
import { DefaultLayout } from './default-layout';

/** Picks the page's layout; `/wvs/*` pages render with none. */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'none') return <>{children}</>;
  if (name === 'checkout') return <CheckoutLayout>{children}</CheckoutLayout>;
  return <DefaultLayout>{children}</DefaultLayout>;
}

export { loadFooter } from './static-footer';

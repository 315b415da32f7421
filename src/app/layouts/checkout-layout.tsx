import type { ReactNode } from 'react';
import { sprinkles } from 'design-system';
import { SiteHeader } from './site-header';

/** Checkout keeps the shopper focused: the header without menus, no footer. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column' })}>
      <SiteHeader compact />
      <main
        id="main"
        className={sprinkles({
          flexGrow: '1',
          paddingX: { mobile: 'lg', desktop: 'xxl' },
          paddingY: 'xl',
        })}
      >
        {children}
      </main>
    </div>
  );
}

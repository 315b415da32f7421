import type { ReactNode } from 'react';
import { sprinkles } from 'design-system';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column' })}>
      <SiteHeader />
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
      <SiteFooter />
    </div>
  );
}

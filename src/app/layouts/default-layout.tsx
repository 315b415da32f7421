import type { ReactNode } from 'react';
import { Container, sprinkles } from 'design-system';
import { InterruptedOrderNotice } from '@/features/checkout/index.start';
import { SiteHeader } from './site-header';
import { StaticFooter } from './static-footer';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column' })}>
      <SiteHeader />
      {/* The same width as the header and footer, so page content lines up with them. */}
      <Container as="main" id="main" className={sprinkles({ flexGrow: '1', paddingY: 'xl' })}>
        <InterruptedOrderNotice />
        {children}
      </Container>
      <StaticFooter />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Container, Inline, Link, PhoneIcon, Text, formatPhone, sprinkles } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { $stores } from '@/entities/store';
import { InterruptedOrderNotice } from '@/features/checkout/index.start';
import { SiteHeader } from './site-header';

const messages = defineMessages({
  help: {
    id: 'checkoutLayout.help',
    defaultMessage: 'Questions about your order? Call us:',
    description: 'Checkout footer: before the support phone numbers',
  },
  contacts: {
    id: 'checkoutLayout.contacts',
    defaultMessage: 'All contacts',
    description: 'Checkout footer link to the contacts page',
  },
});

/**
 * Checkout keeps the shopper focused: the header without menus or search, the page, and a
 * footer with nothing but the ways to reach support.
 */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [locale, stores] = useUnit([$locale, $stores]);
  const phones = [...new Set(stores.map((store) => store.phone))].slice(0, 2);
  return (
    <div
      className={sprinkles({ display: 'flex', flexDirection: 'column' })}
      style={{ minHeight: '100vh' }}
    >
      <SiteHeader compact />
      {/* The container alone gives the side padding: the content lines up with the logo. */}
      <main id="main" className={sprinkles({ flexGrow: '1', paddingY: 'xl' })}>
        <Container>
          <InterruptedOrderNotice />
          {children}
        </Container>
      </main>
      <footer className={sprinkles({ paddingY: 'lg', background: 'surfaceMuted' })}>
        <Container>
          <Inline space="md" alignY="center">
            <Text size="sm" tone="muted">
              {intl.formatMessage(messages.help)}
            </Text>
            {phones.map((phone) => (
              <Inline key={phone} space="xs" alignY="center">
                <PhoneIcon size="sm" />
                <Link href={`tel:${phone}`} touch>
                  {formatPhone(phone)}
                </Link>
              </Inline>
            ))}
            <Link href={links.contacts(locale)} as={RouterLink} touch>
              {intl.formatMessage(messages.contacts)}
            </Link>
          </Inline>
        </Container>
      </footer>
    </div>
  );
}

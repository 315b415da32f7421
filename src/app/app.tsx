import { useUnit } from 'effector-react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { Router } from 'wouter';
import {
  browserMessages,
  subscribeToBrowserMessages,
  type Locale,
  type Messages,
} from '@/shared/i18n';
import { PriceCurrencyProvider } from 'design-system';
import { SignInDialog } from '@/features/auth';
import { $priceCurrency } from '@/entities/shop';
import { $runtimeConfig } from '@/shared/model';
import { HeadProvider, Notifications, type HeadCollector } from '@/shared/ui';
import { useLinkGuard } from './link-guard';
import { withMessageFormatsByMessage } from './message-formats';
import { OfflineBanner } from './pwa';
import { AppRouter } from './router';
import { useRoutePrefetch } from './route-prefetch';

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** Server only: the address being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Server only: receives the page's head. */
  headCollector?: HeadCollector | null;
  /** Browser only: called once the server's HTML has been hydrated. */
  onHydrated?: () => void;
}

/**
 * Number, date and message formatters, shared by every render of the process (keyed by their
 * language and options): the server does not build them again for each request.
 */
const intlCache = createIntlCache();

const handleIntlError: ResolvedIntlConfig['onError'] = (error) => {
  // Browsers without Uzbek locale data fall back to the default locale's number rules; we format
  // money, dates and plurals-bearing texts ourselves, so this is expected and harmless.
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
};

export function App({
  locale,
  messages,
  ssrPath,
  ssrSearch,
  headCollector = null,
  onHydrated,
}: AppProps) {
  const [config, priceCurrency] = useUnit([$runtimeConfig, $priceCurrency]);
  // In the browser, the catalogue grows when a page needs another section of it. It is also what
  // hydration renders with (the messages passed in), so hydrating does not render the app twice.
  const current =
    useSyncExternalStore(subscribeToBrowserMessages, browserMessages, browserMessages) ?? messages;
  const intl = useMemo(
    () =>
      withMessageFormatsByMessage(
        createIntl(
          { locale, messages: current, defaultLocale: 'en', onError: handleIntlError },
          intlCache,
        ),
      ),
    [locale, current],
  );
  // Effects run after the commit that hydrated the tree: browser-only state may change from here.
  useEffect(() => onHydrated?.(), [onHydrated]);
  useLinkGuard();
  useRoutePrefetch();
  return (
    <RawIntlProvider value={intl}>
      <HeadProvider collector={headCollector} settings={{ locale, publicUrl: config.publicUrl }}>
        <PriceCurrencyProvider value={priceCurrency}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <OfflineBanner />
            <AppRouter />
            <Notifications />
            <SignInDialog />
          </Router>
        </PriceCurrencyProvider>
      </HeadProvider>
    </RawIntlProvider>
  );
}

import { useUnit } from 'effector-react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Router } from 'wouter';
import {
  browserMessages,
  subscribeToBrowserMessages,
  type Locale,
  type Messages,
} from '@/shared/i18n';
import { loadOverlayStylesWith, PriceCurrencyProvider } from 'design-system';
import { SignInDialog } from '@/features/auth';
import { $priceCurrency } from '@/entities/shop';
import { wholeStylesheet } from '@/shared/lib/on-demand';
import { $runtimeConfig } from '@/shared/model';
import { HeadProvider, Notifications, type HeadCollector } from '@/shared/ui';
import { useLinkGuard } from './link-guard';
import { intlOf } from './intl';
import { OfflineBanner } from './pwa';
import { AppRouter } from './router';
import { useRoutePrefetch } from './route-prefetch';

// A page starts with its own stylesheet, which leaves out the dialogs', sheets' and toasts' styles
// until one of them first shows (see src/shared/lib/on-demand).
loadOverlayStylesWith(wholeStylesheet);

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
  const intl = intlOf(locale, current);
  // The same object while they stay the same: a new one would reach every part of the page still
  // waiting to hydrate (see DeferredHydration) and hydrate it at once.
  const headSettings = useMemo(
    () => ({ locale, publicUrl: config.publicUrl }),
    [locale, config.publicUrl],
  );
  // Effects run after the commit that hydrated the tree: browser-only state may change from here.
  useEffect(() => onHydrated?.(), [onHydrated]);
  useLinkGuard();
  useRoutePrefetch();
  return (
    <RawIntlProvider value={intl}>
      <HeadProvider collector={headCollector} settings={headSettings}>
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

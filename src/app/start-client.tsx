import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Toaster } from 'design-system';
import { readBrowserRuntimeConfig } from '@/shared/config';
import { browserMessages, defaultLocale, isLocale, loadBrowserMessages } from '@/shared/i18n';
import { prefetchOnDemand } from '@/shared/lib/on-demand';
import { sessionStarted } from '@/entities/session';
// The models that run on every page: asking to sign in (the sign-in steps come with the dialog)
// and the cart are created in the step before (./start-models.ts); the cart's sync with the
// server, the mini-cart's rules and what checkout keeps on the device (checkout's own models load
// with its pages) are created here, with the views, so that each step is about half the work.
import '@/features/auth';
import { addsAppliedBeforeStart, type AppliedAdd } from '@/entities/cart';
import '@/features/cart';
import '@/features/checkout/index.start';
import { $pageStatus, appStarted } from '@/shared/model';
import { App } from './app';
import { releaseEarlyTaps } from './early-taps';
import { prefetchOfflineBanner, pwaStarted } from './pwa';
import { loadRouteView } from './router';

/**
 * Reads the server's state, loads the page's code and messages, and hydrates the document.
 * `appliedAdds` are the presses of "add to cart" the browser entry applied to the cart kept on
 * the device before now (src/features/cart/early-add.ts).
 */
export async function start(appliedAdds: readonly AppliedAdd[] = []) {
  const stateElement = document.getElementById('__savat_state');
  const values = stateElement?.textContent
    ? (JSON.parse(stateElement.textContent) as Record<string, unknown>)
    : {};
  const scope = fork({ values });
  const langAttribute = document.documentElement.dataset.locale;
  const locale = isLocale(langAttribute) ? langAttribute : defaultLocale;
  const config = readBrowserRuntimeConfig();
  await Promise.all([
    // The messages every page shows; loading the page's code brings any other section it shows.
    loadBrowserMessages(locale, ['common']),
    allSettled(appStarted, {
      scope,
      params: { locale, config, apiBaseUrl: config.apiUrl || window.location.origin },
    }),
    // The page's own chunk (preloaded by the document): hydration renders exactly what the server did.
    loadRouteView(window.location.pathname, scope.getState($pageStatus)),
  ]);
  const messages = browserMessages() ?? {};
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The session, the cart and the offline worker live in the browser only: they start once the
  // page is hydrated, so what they change can never make hydration differ from the server's HTML.
  const hydrated = () => {
    // Marks the document as interactive (read by end-to-end tests and available to stylesheets).
    document.documentElement.dataset.hydrated = 'true';
    // Presses made before now are made again, on the hydrated buttons; an add among them is
    // applied once the cart kept on the device or the account is known (see the cart model).
    // Outside React's commit (this runs in an effect), so that a press inside a part still
    // waiting to hydrate can hydrate it at once (see DeferredHydration).
    queueMicrotask(releaseEarlyTaps);
    // Adds applied before now are told as any add is.
    if (appliedAdds.length > 0)
      void allSettled(addsAppliedBeforeStart, { scope, params: appliedAdds });
    // Each in a task of its own after the one that finished hydrating, so none adds to it: the
    // session (which restores the cart and re-renders what shows it), then offline support.
    window.setTimeout(() => {
      void allSettled(sessionStarted, { scope });
      window.setTimeout(() => {
        const buildId = document.querySelector('meta[name="savat-build"]')?.getAttribute('content');
        // The worker and the build checks are a chunk of their own; should it fail to load
        // (offline), the offline banner and the install offer still start.
        void import('./pwa/background')
          .catch(() => undefined)
          .then(() => allSettled(pwaStarted, { scope, params: { buildId: buildId ?? null } }));
        // What the next page or a dialog needs besides this page's own stylesheet and texts,
        // and the toasts' and the offline banner's code: a notice then shows without a request,
        // also offline.
        prefetchOnDemand();
        void Toaster.prefetch().catch(() => undefined);
        void prefetchOfflineBanner().catch(() => undefined);
      }, 0);
    }, 0);
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page; input that arrives meanwhile is replayed once hydrated.
  startTransition(() => {
    hydrateRoot(
      root,
      <Provider value={scope}>
        <App locale={locale} messages={messages} onHydrated={hydrated} />
      </Provider>,
    );
  });
}

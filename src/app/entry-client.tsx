import { previewStoredCart } from '@/features/cart/index.preview';
import { warmUpIntl } from './intl-warmup-start';
import { afterNextPaint } from '@/shared/lib/paint';
import { preloadListedModules } from './module-list';
import { afterPageLoad, afterPriorityImagesPainted, inSteps, yieldToBrowser } from './page-load';

// The server's HTML is complete and usable on its own: the app's code is evaluated only once the
// page has loaded (its first paint and its above-the-fold images) and its priority images are on
// screen, so that script evaluation and hydration never delay them. The code itself is fetched
// meanwhile, from the first paint on. It is evaluated in steps, yielding to the browser between
// them, so that no single task keeps the main thread (and a shopper's tap) waiting: React's
// renderer, the shared models, the session's, the cart's, the offline support, then the app
// itself. The build makes each step one chunk (src/server/shell-chunks.ts).
// The cart page shows the pictures and names of the cart kept on the device at once; the app's
// code is then fetched once they are on screen, so as not to share the network with them.
const previewed = previewStoredCart(document);
void afterNextPaint(window)
  .then(() => (previewed > 0 ? afterPriorityImagesPainted(document, window) : undefined))
  .then(() => {
    warmUpIntl(document.documentElement.dataset.locale);
    return preloadListedModules(document);
  });
void afterPageLoad(window, document)
  .then(() => afterPriorityImagesPainted(document, window))
  .then(() =>
    inSteps([
      () => import('react-dom/client'),
      () => import('@/shared/model'),
      () => import('./start/auth'),
      () => import('./start/cart'),
      () => import('./pwa'),
    ]),
  )
  .then(() => import('./start-client'))
  // The app's code is evaluated in a task of its own, and so is its start (reading the server's
  // state and beginning to hydrate).
  .then(async (module) => {
    await yieldToBrowser();
    await module.start();
  });

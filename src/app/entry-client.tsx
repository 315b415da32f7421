import type { AppliedAdd } from '@/entities/cart/index.stored';
import { applyEarlyAdd, previewStoredCart } from '@/features/cart/index.preview';
import { takeEarlyTaps } from './early-taps';
import { warmUpIntl } from './intl-warmup-start';
import { noteLanguageSwitches, returnFocusToLanguageSwitch } from './language-focus';
import { afterNextPaint } from '@/shared/lib/paint';
import { afterPriorityImagesPainted, inSteps, yieldToBrowser } from './page-load';

// The server's HTML is complete and usable on its own, and the document's head names every module
// the page needs (src/server/html.ts), so the browser has fetched them while it read the HTML. The
// app starts once the first paint and the page's priority images (its largest image among them)
// are on screen, so that script evaluation and hydration never delay them, and not later: a press
// of a button before then is held by the head's script and made again once the page is hydrated
// (src/app/early-taps.ts). The code is evaluated in steps, yielding to the browser between them,
// so that no single task keeps the main thread (and a shopper's tap) waiting: React's renderer,
// the models the rest build on (./start-models.ts: creating their units is most of the work of
// evaluating the app's code), then the app itself with the other models every page runs, its
// views and offline support (about as much work as the step before). The
// build makes each step one chunk (src/server/shell-chunks.ts): on a phone's HTTP/1.1 each chunk
// more is a request that waits for one of six connections and a round trip.
// A page loaded by a header language link gives the focus back to that link, on the server's HTML
// already; a language link pressed here is noted for the page it loads.
returnFocusToLanguageSwitch();
noteLanguageSwitches();
// The cart page shows the pictures and names of the cart kept on the device at once.
previewStoredCart(document);
// "Add to cart" pressed from now on (or already) is applied to the cart kept on the device, where
// it can be; the app tells the shopper once it has started.
const appliedAdds: AppliedAdd[] = [];
takeEarlyTaps((button) => {
  try {
    const applied = applyEarlyAdd(button, document);
    if (applied) appliedAdds.push(applied);
    return applied !== null;
  } catch {
    return false;
  }
});
void afterNextPaint(window)
  .then(() => {
    warmUpIntl(document.documentElement.dataset.locale);
    return afterPriorityImagesPainted(document, window);
  })
  .then(() => inSteps([() => import('react-dom/client'), () => import('./start-models')]))
  .then(() => import('./start-client'))
  // The app's code is evaluated in a task of its own, and so is its start (reading the server's
  // state and beginning to hydrate).
  .then(async (module) => {
    await yieldToBrowser();
    await module.start(appliedAdds);
  });

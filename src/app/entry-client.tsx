import { afterPageLoad } from './page-load';

// The server's HTML is complete and usable on its own: the app's code is evaluated only once the
// page has loaded (its first paint and its above-the-fold images), so that script evaluation and
// hydration never delay them. The code itself is fetched meanwhile (preloaded by the document).
void afterPageLoad(window, document)
  .then(() => import('./start-client'))
  .then((module) => module.start());

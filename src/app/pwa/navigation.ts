type PushState = History['pushState'];

/**
 * Lets the page load the next address in full instead of switching it in place: the router
 * changes addresses through `history.pushState`, so that is where the decision is made.
 * `loadFully` sees the resolved address; when it answers true the browser navigates to it.
 * Returns a function that restores the previous behaviour.
 */
export function interceptNavigation(
  target: { history: History; location: Pick<Location, 'assign' | 'href'> },
  loadFully: (url: URL) => boolean,
): () => void {
  const { history, location } = target;
  const original: PushState = history.pushState;
  const intercepted: PushState = function (this: History, data, unused, url) {
    if (url !== undefined && url !== null) {
      const next = new URL(String(url), location.href);
      if (loadFully(next)) {
        location.assign(next.href);
        return;
      }
    }
    original.call(this, data, unused, url);
  };
  history.pushState = intercepted;
  return () => {
    if (history.pushState === intercepted) history.pushState = original;
  };
}

/** Pages whose document must allow the maps hosts; it is set by the server per response. */
const mapsPagePattern = /^\/(?:uz|ru|en)\/(?:markets|checkout)(?:\/|$)/;

export function needsMapsDocument(url: URL): boolean {
  return mapsPagePattern.test(url.pathname);
}

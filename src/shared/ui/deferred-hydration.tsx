import { Suspense, type ReactNode } from 'react';

/**
 * A part of the server's HTML that hydrates after the rest of the page, and at once when the
 * shopper reaches for it. During the first hydration React leaves each boundary as the server drew
 * it and commits the page around it (so the header, the cart and the session start sooner); the
 * boundaries are hydrated next, at idle priority and a few milliseconds at a time, and a press,
 * key or focus inside one that is still waiting hydrates that one part synchronously and is then
 * handled as usual. After hydration it is a plain boundary: nothing in it suspends.
 *
 * What renders inside must read browser-only state (the cart, the session) as the server drew
 * it while it hydrates, since that state may change before the part is hydrated: see
 * `useSyncExternalStore`'s server snapshot (`useCartQuantity`).
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

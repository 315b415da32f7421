import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { CartButton, lazyComponent } from 'design-system';
import { links } from '@/shared/lib/links';
import { onDemand } from '@/shared/lib/on-demand';
import { $cartItemCount } from '@/entities/cart';
import { $locale } from '@/shared/model';
import { renderRouterLink, useHydrated } from '@/shared/ui';
import { $miniCartOpen, miniCartClosed, miniCartOpened } from '../model/page';

const loadMiniCart = onDemand(() => import('./mini-cart'));
const MiniCart = lazyComponent(async () => (await loadMiniCart()).MiniCart);

function opensInNewPlace(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The header's cart entry with the count of items as a shopper counts them. A plain click opens the mini-cart; before the page
 * is interactive, with a modifier key, or on the cart page itself it is a link to the cart page.
 * `checkoutPending`: checkout was asked for and waits for its stock check (its button shows so).
 */
export function MiniCartButton({ checkoutPending }: { checkoutPending: boolean }) {
  const [count, locale, open, opened, closed] = useUnit([
    $cartItemCount,
    $locale,
    $miniCartOpen,
    miniCartOpened,
    miniCartClosed,
  ]);
  const [location] = useLocation();
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const cartHref = links.cart(locale);

  // Any navigation closes it.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current !== location) {
      shownAt.current = location;
      closed();
    }
  }, [location, closed]);

  return (
    <>
      <CartButton
        count={hydrated ? count : 0}
        href={cartHref}
        renderLink={renderRouterLink}
        onClick={(event) => {
          if (opensInNewPlace(event) || location === cartHref) return;
          event.preventDefault();
          setRequested(true);
          opened();
        }}
      />
      {requested || open ? <MiniCart checkoutPending={checkoutPending} /> : null}
    </>
  );
}

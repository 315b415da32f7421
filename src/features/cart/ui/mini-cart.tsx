import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Button,
  ButtonLink,
  EmptyState,
  Inline,
  LiveRegion,
  useLiveAnnouncement,
  Price,
  Sheet,
  Stack,
  Text,
  media,
  type SheetSide,
} from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { $cart, $cartTotal } from '@/entities/cart';
import { $miniCartOpen, miniCartClosed } from '../model/page';
import { CartAdjustments, checkoutRequested } from '@/entities/cart';
import { CartLines } from './cart-lines';
import { cartMessages } from './messages';

function sheetSide(): SheetSide {
  return typeof window !== 'undefined' && window.matchMedia(media.tablet).matches
    ? 'right'
    : 'bottom';
}

/**
 * The cart in a panel over the page: lines with steppers, the subtotal, and the ways on to the
 * cart page and to checkout. Its code is fetched the first time the shopper opens it.
 */
export function MiniCart({ checkoutPending }: { checkoutPending: boolean }) {
  const intl = useIntl();
  const [open, cart, total, locale, close, goToCheckout] = useUnit([
    $miniCartOpen,
    $cart,
    $cartTotal,
    $locale,
    miniCartClosed,
    checkoutRequested,
  ]);
  const [side] = useState(sheetSide);
  const [announcement, announce] = useLiveAnnouncement();
  const empty = cart.length === 0;
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      side={side}
      title={intl.formatMessage(cartMessages.miniTitle)}
      description={
        empty ? undefined : intl.formatMessage(cartMessages.productCount, { count: cart.length })
      }
      footer={
        empty ? undefined : (
          <Stack space="md">
            <Inline space="md" align="between">
              <Text weight="semibold">{intl.formatMessage(cartMessages.subtotal)}</Text>
              <Price amount={total} size="medium" />
            </Inline>
            <Inline space="sm" wrap fill>
              <ButtonLink
                as={RouterLink}
                href={links.cart(locale)}
                tone="neutral"
                onClick={() => close()}
              >
                {intl.formatMessage(cartMessages.toCart)}
              </ButtonLink>
              <Button tone="primary" loading={checkoutPending} onClick={() => goToCheckout()}>
                {intl.formatMessage(cartMessages.checkout)}
              </Button>
            </Inline>
          </Stack>
        )
      }
    >
      <Stack space="md">
        <CartAdjustments />
        {empty ? (
          <EmptyState
            variant="cart"
            headingLevel={3}
            text={intl.formatMessage(cartMessages.emptyText)}
            action={
              <ButtonLink
                as={RouterLink}
                href={links.catalog(locale)}
                tone="primary"
                onClick={() => close()}
              >
                {intl.formatMessage(cartMessages.toCatalog)}
              </ButtonLink>
            }
          />
        ) : (
          <CartLines announce={announce} />
        )}
        {/* Beside the lines, not in them: it stays when the last line goes. */}
        <LiveRegion announcement={announcement} />
      </Stack>
    </Sheet>
  );
}

import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  focusIsLost,
  Alert,
  Box,
  Button,
  ButtonLink,
  CartLineSkeleton,
  Dialog,
  EmptyState,
  FreeDeliveryProgress,
  Heading,
  Inline,
  LiveRegion,
  useLiveAnnouncement,
  Price,
  Stack,
  Text,
} from 'design-system';
import {
  $cart,
  $cartReady,
  $cartTotal,
  CartAdjustments,
  cartCleared,
  checkoutRequested,
} from '@/entities/cart';
import { $deliverySettings } from '@/entities/shop';
import { $checkoutPending } from '@/features/checkout/index.start';
import { CartLines, cartMessages, cartPageClosed, cartPageOpened } from '@/features/cart';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { Head, useHydrated } from '@/shared/ui';
import { cartPreviewAttribute } from '@/features/cart/index.preview';
import * as styles from './view.css';
// The page's model: the delivery settings are fetched when the cart opens if the server's page
// did not bring them, and a regional draft's perishable lines are looked up.
import { $regionalBlockedLines } from './model';

const cartTitleId = 'cart-title';

const messages = defineMessages<{
  title: NoMessageValues;
  documentTitle: NoMessageValues;
  description: NoMessageValues;
  loading: NoMessageValues;
  summary: NoMessageValues;
  clear: NoMessageValues;
  clearTitle: NoMessageValues;
  clearText: { count: number };
  clearConfirm: NoMessageValues;
  clearCancel: NoMessageValues;
  regionalBlockedTitle: NoMessageValues;
  regionalBlockedText: NoMessageValues;
}>({
  title: { id: 'cart.title', defaultMessage: 'Cart', description: 'Cart page heading' },
  documentTitle: {
    id: 'cart.documentTitle',
    defaultMessage: 'Cart — Savat',
    description:
      'Cart page title in the browser tab and search results; in Uzbek the shop name Savat is also the word for cart, so it must not read "Savat — Savat"',
  },
  description: {
    id: 'cart.description',
    defaultMessage: 'The products you chose at Savat, ready for delivery or pickup.',
    description: 'Cart page meta description',
  },
  loading: {
    id: 'cart.loading',
    defaultMessage: 'Loading your cart',
    description: 'Accessible name of the cart placeholder while the cart is read',
  },
  summary: {
    id: 'cart.summary',
    defaultMessage: 'Order summary',
    description: 'Heading of the cart totals box',
  },
  clear: {
    id: 'cart.clear',
    defaultMessage: 'Clear cart',
    description: 'Button that asks to remove every line from the cart',
  },
  clearTitle: {
    id: 'cart.clearTitle',
    defaultMessage: 'Clear the cart?',
    description: 'Title of the dialog confirming the cart is to be emptied',
  },
  clearText: {
    id: 'cart.clearText',
    defaultMessage:
      '{count, plural, one {The product will be removed} other {All # products will be removed}} from the cart.',
    description: 'Text of the dialog confirming the cart is to be emptied',
  },
  clearConfirm: {
    id: 'cart.clearConfirm',
    defaultMessage: 'Clear',
    description: 'Button in the dialog that empties the cart',
  },
  clearCancel: {
    id: 'cart.clearCancel',
    defaultMessage: 'Keep the products',
    description: 'Button in the dialog that closes it and keeps the cart',
  },
  regionalBlockedTitle: {
    id: 'cart.regionalBlockedTitle',
    defaultMessage: 'These goods are not shipped to the region you chose',
    description:
      'Title of the list of perishable cart lines that keep the order from going to the region chosen at checkout',
  },
  regionalBlockedText: {
    id: 'cart.regionalBlockedText',
    defaultMessage:
      'Fresh, dairy and frozen goods would spoil on the way. Remove them, or choose delivery in Tashkent or pickup at checkout.',
    description: 'What to do about perishable lines in the cart when delivery goes to a region',
  },
});

/** The lines the region of the checkout draft cannot receive, named before checkout. */
function RegionalBlocked() {
  const intl = useIntl();
  const lines = useUnit($regionalBlockedLines);
  if (lines.length === 0) return null;
  return (
    <Alert tone="critical" live title={intl.formatMessage(messages.regionalBlockedTitle)}>
      <Stack space="xs">
        <Stack as="ul" role="list" space="xxs" data-testid="cart-blocked-lines">
          {lines.map((line) => (
            <Text as="li" key={line.product_id}>
              {line.name}
            </Text>
          ))}
        </Stack>
        <Text as="span">{intl.formatMessage(messages.regionalBlockedText)}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * Three line skeletons while the cart is read on the device. The server's are filled with the
 * stored cart's pictures and names before the app starts (`previewStoredCart`, run by the browser
 * entry): hydrating, React keeps what is inside them as it is, and the lines replace them.
 */
function CartPlaceholder() {
  const intl = useIntl();
  const hydrated = useHydrated();
  // Decided once: a placeholder first rendered by hydration keeps the server's markup.
  const [keepsServerMarkup] = useState(() => !import.meta.env.SSR && !hydrated);
  const props = {
    role: 'status',
    'aria-busy': true,
    'aria-label': intl.formatMessage(messages.loading),
    className: styles.placeholder,
    [cartPreviewAttribute]: '',
  };
  return keepsServerMarkup ? (
    <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  ) : (
    <div {...props}>
      {[0, 1, 2].map((index) => (
        <CartLineSkeleton key={index} />
      ))}
    </div>
  );
}

function ClearCart({ count, onCleared }: { count: number; onCleared: () => void }) {
  const intl = useIntl();
  const clear = useUnit(cartCleared);
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        tone="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void Dialog.preload()}
      >
        {intl.formatMessage(messages.clear)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="small"
        title={intl.formatMessage(messages.clearTitle)}
        description={intl.formatMessage(messages.clearText, { count })}
        initialFocusRef={cancelRef}
        footer={
          <Inline space="sm" align="end">
            <Button ref={cancelRef} tone="neutral" onClick={() => setOpen(false)}>
              {intl.formatMessage(messages.clearCancel)}
            </Button>
            <Button
              tone="critical"
              onClick={() => {
                clear();
                setOpen(false);
                onCleared();
              }}
            >
              {intl.formatMessage(messages.clearConfirm)}
            </Button>
          </Inline>
        }
      />
    </>
  );
}

function CartSummary() {
  const intl = useIntl();
  const [total, cart, settings, pending, goToCheckout] = useUnit([
    $cartTotal,
    $cart,
    $deliverySettings,
    $checkoutPending,
    checkoutRequested,
  ]);
  return (
    <Box
      as="section"
      aria-labelledby="cart-summary"
      padding="lg"
      borderRadius="lg"
      background="surface"
      borderWidth="thin"
      borderStyle="solid"
      borderColor="border"
      style={{ flex: '1 1 320px' }}
    >
      <Stack space="md">
        <Heading level={2} size="sm" id="cart-summary">
          {intl.formatMessage(messages.summary)}
        </Heading>
        {settings ? (
          <FreeDeliveryProgress subtotal={total} threshold={settings.free_delivery_threshold} />
        ) : null}
        <Inline align="between">
          <Text>
            {intl.formatMessage(cartMessages.subtotal)}{' '}
            <Text as="span" tone="muted">
              ({intl.formatMessage(cartMessages.productCount, { count: cart.length })})
            </Text>
          </Text>
          <span data-testid="cart-subtotal">
            <Price amount={total} size="large" />
          </span>
        </Inline>
        <Button tone="primary" size="lg" fullWidth loading={pending} onClick={() => goToCheckout()}>
          {intl.formatMessage(cartMessages.checkout)}
        </Button>
      </Stack>
    </Box>
  );
}

export function CartView() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [cart, cartReady, locale, opened, closed] = useUnit([
    $cart,
    $cartReady,
    $locale,
    cartPageOpened,
    cartPageClosed,
  ]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const title = intl.formatMessage(messages.title);
  const ready = cartReady && hydrated;
  const [announcement, announce] = useLiveAnnouncement();
  // The last line removed (or the cart cleared) takes the focused control out of the page: the
  // focus goes to the page's heading instead of the top of the document.
  const hadLines = useRef(false);
  useEffect(() => {
    const emptied = hadLines.current && cart.length === 0;
    hadLines.current = cart.length > 0;
    if (!emptied || !ready) return;
    if (!focusIsLost()) return;
    document.getElementById(cartTitleId)?.focus();
  }, [cart.length, ready]);

  return (
    // At least a screen tall: while the cart is read on the device, the placeholder, then the
    // lines and the summary fill the page without moving the footer into or within view.
    <Stack space="xl" style={{ minHeight: '100vh' }}>
      {/* Indexable: the server's page holds nothing personal (the cart is read on the device).
          It is left out of the sitemap. */}
      <Head
        title={intl.formatMessage(messages.documentTitle)}
        description={intl.formatMessage(messages.description)}
        path="/cart"
      />
      <Inline align="between">
        <Heading level={1} size="lg" id={cartTitleId} tabIndex={-1}>
          {title}
        </Heading>
        {ready && cart.length > 0 ? (
          <ClearCart
            count={cart.length}
            onCleared={() => announce(intl.formatMessage(cartMessages.announceCleared))}
          />
        ) : null}
      </Inline>
      {!ready ? (
        <CartPlaceholder />
      ) : (
        <Stack space="lg">
          <CartAdjustments />
          {cart.length > 0 ? <RegionalBlocked /> : null}
          {cart.length === 0 ? (
            <EmptyState
              variant="cart"
              headingLevel={2}
              text={intl.formatMessage(cartMessages.emptyText)}
              action={
                <ButtonLink as={RouterLink} href={links.catalog(locale)} tone="primary">
                  {intl.formatMessage(cartMessages.toCatalog)}
                </ButtonLink>
              }
            />
          ) : (
            <Box
              display="flex"
              flexDirection={{ mobile: 'column', desktop: 'row' }}
              alignItems={{ mobile: 'stretch', desktop: 'flex-start' }}
              gap="xl"
            >
              <Box minWidth="0" style={{ flex: '2 1 0' }}>
                {/* A phone shows about three lines above the fold. */}
                <CartLines priorityCount={3} announce={announce} />
              </Box>
              <CartSummary />
            </Box>
          )}
        </Stack>
      )}
      {/* Outside the lines, which go when the cart is emptied: what the shopper changed in them
          (or clearing the cart) is said here. */}
      <LiveRegion announcement={announcement} />
    </Stack>
  );
}

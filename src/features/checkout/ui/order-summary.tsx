import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Divider,
  Heading,
  Inline,
  Stack,
  Text,
  formatKilograms,
  formatMoney,
} from 'design-system';
import { $deliverySettings } from '@/entities/shop';
import { cartLineUnit, cartTotal } from '@/entities/cart';
import { $locale } from '@/shared/model';
import { $form } from '../model/form';
import {
  $conflicts,
  $deliveryFee,
  $lines,
  $orderError,
  $refusedLines,
  $subtotal,
  $total,
  signInAgainClicked,
} from '../model/order';
import { checkoutMessages as m } from './messages';
import { blockedText, blockedTitle } from './regional-quote';

/** What is bought and what it costs; any refusal from the server is explained here. */
export function OrderSummary() {
  const intl = useIntl();
  const [lines, subtotal, fee, total, form, settings, locale] = useUnit([
    $lines,
    $subtotal,
    $deliveryFee,
    $total,
    $form,
    $deliverySettings,
    $locale,
  ]);
  const money = (amount: number) => formatMoney(amount, locale);
  const feeText =
    form.deliveryType === null
      ? intl.formatMessage(m.deliveryUnknown)
      : form.deliveryType === 'express'
        ? intl.formatMessage(m.expressPrice, {
            provider: settings?.express.provider ?? 'Yandex Go',
          })
        : fee === null
          ? '…'
          : fee === 0
            ? intl.formatMessage(m.free)
            : money(fee);
  return (
    <Box
      as="section"
      aria-labelledby="checkout-summary"
      padding="lg"
      borderRadius="lg"
      background="surfaceMuted"
    >
      <Stack space="md">
        <Heading level={2} size="sm" id="checkout-summary">
          {intl.formatMessage(m.summary)}
        </Heading>
        <Stack as="ul" role="list" space="sm">
          {lines.map((line) => (
            <Inline as="li" key={line.product_id} space="sm" align="between" wrap={false}>
              <Stack space="xxs">
                <Text>{line.name}</Text>
                <Text size="sm" tone="muted" tabularNumbers>
                  {cartLineUnit(line) === 'gram'
                    ? intl.formatMessage(m.lineWeight, {
                        amount: formatKilograms(line.quantity, locale),
                        price: money(line.price),
                      })
                    : intl.formatMessage(m.lineQuantity, {
                        quantity: line.quantity,
                        price: money(line.price),
                      })}
                </Text>
              </Stack>
              <Text tabularNumbers weight="medium">
                {money(cartTotal([line]))}
              </Text>
            </Inline>
          ))}
        </Stack>
        <Divider />
        <Row label={intl.formatMessage(m.subtotal)} value={money(subtotal)} />
        <Row label={intl.formatMessage(m.deliveryFee)} value={feeText} />
        <Row label={intl.formatMessage(m.total)} value={money(total)} strong />
      </Stack>
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Inline space="sm" align="between">
      <Text weight={strong ? 'bold' : undefined}>{label}</Text>
      <Text
        weight={strong ? 'bold' : undefined}
        tabularNumbers
        data-testid={strong ? 'checkout-total' : undefined}
      >
        {value}
      </Text>
    </Inline>
  );
}

/** The server refused the order: what changed, and that nothing was charged. */
export function OrderProblems() {
  const intl = useIntl();
  const [error, conflicts, refusedLines, locale, signInAgain] = useUnit([
    $orderError,
    $conflicts,
    $refusedLines,
    $locale,
    signInAgainClicked,
  ]);
  if (!error) return null;
  if (error === 'perishables_not_shipped' && refusedLines.length > 0) {
    return (
      <Alert tone="critical" live title={intl.formatMessage(blockedTitle)}>
        <Stack space="xs">
          <Stack as="ul" role="list" space="xxs" data-testid="refused-lines">
            {refusedLines.map((line) => (
              <Text as="li" key={line.product_id}>
                {line.name}
              </Text>
            ))}
          </Stack>
          <Text as="span">{intl.formatMessage(blockedText)}</Text>
        </Stack>
      </Alert>
    );
  }
  const title = {
    price_changed: m.priceChanged,
    stock_conflict: m.stockConflict,
    perishables_not_shipped: m.failed,
    window: m.windowGone,
    tooManyRequests: m.tooManyOrders,
    keyReused: m.keyReused,
    sessionEnded: m.sessionEnded,
    rejected: m.rejected,
    failed: m.failed,
  }[error];
  const action =
    error === 'sessionEnded' ? (
      <Button tone="neutral" size="sm" onClick={() => signInAgain()}>
        {intl.formatMessage(m.signInAgain)}
      </Button>
    ) : undefined;
  return (
    <Alert tone="critical" live title={intl.formatMessage(title)} action={action}>
      {conflicts.length > 0 ? (
        <Stack as="ul" role="list" space="xxs">
          {conflicts.map((line) => (
            <Text as="li" key={line.product_id}>
              {intl.formatMessage(m.conflictLine, {
                name: line.name,
                available: line.available_quantity,
                price: formatMoney(line.price, locale),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Alert>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Button, Heading, Inline, Stack, Stepper, Text, formatMoney } from 'design-system';
import {
  $checking,
  CartAdjustments,
  adjustmentsListHidden,
  adjustmentsListShown,
} from '@/entities/cart';
import { $locale } from '@/shared/model';
import { checkoutSteps, type FormProblems } from '../lib/form';
import { $draftRead, $form, $problems, $step, stepOpened, stepSubmitted } from '../model/form';
import { $lines, $placing, $total, payClicked } from '../model/order';
import { $regionalBlocked } from '../model/regional';
import { useStepHistory } from './use-step-history';
import { $windowMissing } from '../model/window';
import { AddressStep } from './address-step';
import * as styles from './checkout-screen.css';
import { DeliveryStep } from './delivery-step';
import { checkoutMessages as m, stepMessages } from './messages';
import { OrderProblems, OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { RegionalQuote } from './regional-quote';

/** The checkout page's title. */
export const checkoutTitle = m.title;

/**
 * Checkout: delivery method, then address or store, then receiver and payment, with the order
 * summary beside the steps. Paying places the order once, however often the button is pressed.
 */
/** `cardDialog`: the form for adding a card, opened from the payment step. */
export function CheckoutScreen({ cardDialog }: { cardDialog?: ReactNode }) {
  const intl = useIntl();
  const [regionalBlocked, windowMissing, problems, draftRead] = useUnit([
    $regionalBlocked,
    $windowMissing,
    $problems,
    $draftRead,
  ]);
  const [step, form, lines, total, placing, checking, locale, submit, open, pay] = useUnit([
    $step,
    $form,
    $lines,
    $total,
    $placing,
    $checking,
    $locale,
    stepSubmitted,
    stepOpened,
    payClicked,
  ]);
  useStepHistory(step, open, draftRead);
  const [listShown, listHidden] = useUnit([adjustmentsListShown, adjustmentsListHidden]);
  // The adjustments are listed here, so they are not also announced in a toast.
  useEffect(() => {
    listShown();
    return () => listHidden();
  }, [listShown, listHidden]);
  const current = checkoutSteps.indexOf(step);
  const steps = checkoutSteps.map((id) => ({
    id,
    label: intl.formatMessage(
      stepMessages[id === 'address' && form.deliveryType === 'pickup' ? 'store' : id],
    ),
  }));
  const previous = current > 0 ? checkoutSteps[current - 1] : undefined;
  const last = step === 'payment';
  const waitingForWindow = step !== 'delivery' && windowMissing;
  const payLabel =
    form.paymentType === 'card'
      ? intl.formatMessage(m.pay, { total: formatMoney(total, locale) })
      : intl.formatMessage(m.placeOrder);
  return (
    <Stack space="xl">
      <Heading level={1} size="lg">
        {intl.formatMessage(m.title)}
      </Heading>
      {/* What the cart check changed, product by product, as on the cart page. */}
      <CartAdjustments />
      <Stepper steps={steps} current={current} label={intl.formatMessage(m.steps)} />
      <div className={styles.columns}>
        <form
          noValidate
          aria-labelledby={stepHeadingId}
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            // What keeps this step from being completed is known before it is submitted; the
            // page is brought up to date at once so that focus lands on what is shown next.
            flushSync(() => submit());
            if (Object.keys(problems).length > 0) focusFirstProblem(form, problems);
            else if (!last) focusStepHeading();
            if (last) pay();
          }}
        >
          <Stack space="xl">
            <Heading level={2} size="md" id={stepHeadingId} tabIndex={-1}>
              {steps[current]?.label}
            </Heading>
            {step === 'delivery' ? <DeliveryStep /> : null}
            {step === 'address' ? <AddressStep /> : null}
            {step === 'payment' ? <PaymentStep /> : null}
            {last && form.deliveryType === 'regional' ? <RegionalQuote /> : null}
            {last ? <OrderProblems /> : null}
            <Inline space="md">
              {previous ? (
                <Button
                  type="button"
                  tone="neutral"
                  onClick={() => {
                    flushSync(() => open(previous));
                    focusStepHeading();
                  }}
                >
                  {intl.formatMessage(m.back)}
                </Button>
              ) : null}
              <Button
                type="submit"
                size="lg"
                loading={last && placing}
                aria-describedby={waitingForWindow ? 'checkout-window-required' : undefined}
                disabled={
                  (step !== 'delivery' && form.deliveryType === 'regional' && regionalBlocked) ||
                  waitingForWindow ||
                  (last && (lines.length === 0 || checking))
                }
              >
                {last ? payLabel : intl.formatMessage(m.continue)}
              </Button>
            </Inline>
            {waitingForWindow ? (
              <Text tone="muted" id="checkout-window-required">
                {intl.formatMessage(m.windowRequired)}
              </Text>
            ) : null}
            {checking ? (
              <Text tone="muted" role="status">
                {intl.formatMessage(m.checking)}
              </Text>
            ) : null}
          </Stack>
        </form>
        <div className={styles.summary}>
          <OrderSummary />
        </div>
      </div>
      {cardDialog}
    </Stack>
  );
}

const stepHeadingId = 'checkout-step-heading';

/** The step shown next is announced by its heading, which takes the focus. */
function focusStepHeading() {
  document.getElementById(stepHeadingId)?.focus();
}

/**
 * Takes the shopper to the first field that keeps the step from being completed: the first
 * control, in the page's order, named after a problem (the chosen option of a group of radios),
 * or else the first message standing for a choice without a control of its own.
 */
function focusFirstProblem(form: HTMLFormElement, problems: FormProblems) {
  const fields = Object.keys(problems);
  const controls = Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      fields.includes(element.name) &&
      !element.disabled,
  );
  const first = controls[0];
  const chosen = controls.find(
    (control) =>
      control instanceof HTMLInputElement && control.name === first?.name && control.checked,
  );
  const target =
    (first instanceof HTMLInputElement && first.type === 'radio' ? (chosen ?? first) : first) ??
    form.querySelector<HTMLElement>('[data-checkout-problem]');
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

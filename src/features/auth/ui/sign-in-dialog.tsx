import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Alert,
  Button,
  CodeField,
  Countdown,
  Dialog,
  Inline,
  Link,
  PhoneField,
  Stack,
  Text,
  formatPhone,
} from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import {
  $canResend,
  $code,
  $codeError,
  $codePhone,
  $phoneInput,
  $resendAvailableAt,
  $sendError,
  $sending,
  $step,
  $verifying,
  $waitSeconds,
  codeChanged,
  codeLength,
  codeSubmitted,
  countdownEnded,
  phoneChanged,
  phoneEditClicked,
  phoneSubmitted,
  resendClicked,
  type CodeError,
  type SendError,
} from '../model/sign-in';
import { $signInOpen, signInClosed } from '../model/sign-in-request';
import {
  codeSentMessage,
  minutesMessage,
  secondsMessage,
  signInMessages as messages,
  tooManyAttemptsMessage,
  tooManyRequestsMessage,
} from './messages';

/**
 * The sign-in dialog: phone number, then the SMS code. Mounted once by the app; opened by
 * `signInRequested({ returnTo })` from anywhere.
 */
export function SignInDialog() {
  const intl = useIntl();
  const [open, step, close] = useUnit([$signInOpen, $step, signInClosed]);
  // A finished sign-in starts the next one on the phone step; the dialog closing meanwhile keeps
  // the step it showed, so that the phone field neither shows nor takes the focus on the way out.
  const [shownStep, setShownStep] = useState(step);
  if (open && step !== shownStep) setShownStep(step);
  // The dialog opens on the step's field (the phone or the code), not on its close button.
  const fieldRef = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={intl.formatMessage(messages.title)}
      size="small"
      initialFocusRef={fieldRef}
    >
      {shownStep === 'phone' ? <PhoneStep fieldRef={fieldRef} /> : <CodeStep fieldRef={fieldRef} />}
    </Dialog>
  );
}

/** Preloads the dialog's code, e.g. when the pointer rests on a sign-in button. */
export function preloadSignInDialog(): void {
  void Dialog.preload();
}

interface StepProps {
  /** Set to the step's field, which the dialog focuses as it opens. */
  fieldRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A step's field takes the focus the previous step had (its button is gone, so the focus is on
 * the page or still in the dialog). A dialog that opens on a step focuses the field itself and
 * keeps where the focus was, to give it back.
 */
function takeStepFocus(field: HTMLInputElement | null | undefined) {
  const active = document.activeElement;
  const dialog = field?.closest('[role="dialog"]');
  if (active === null || active === document.body || dialog?.contains(active)) field?.focus();
}

export function PhoneStep({ fieldRef }: StepProps) {
  const intl = useIntl();
  const [locale, phone, error, wait, sending, onPhone, onSubmit] = useUnit([
    $locale,
    $phoneInput,
    $sendError,
    $waitSeconds,
    $sending,
    phoneChanged,
    phoneSubmitted,
  ]);
  const fieldError = error && isPhoneError(error) ? phoneErrorText(intl, error) : undefined;
  const phoneWrapper = useRef<HTMLDivElement>(null);
  // Back from the code step ("Change number").
  useEffect(() => takeStepFocus(phoneWrapper.current?.querySelector('input')), []);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="md">
        <Text tone="muted">{intl.formatMessage(messages.phoneIntro)}</Text>
        {/* PhoneField keeps its input's ref for its mask: the input is found in its wrapper. */}
        <div
          ref={(wrapper) => {
            phoneWrapper.current = wrapper;
            if (fieldRef) fieldRef.current = wrapper?.querySelector('input') ?? null;
          }}
        >
          <PhoneField
            name="phone"
            defaultValue={phone}
            error={fieldError}
            onValueChange={(e164, _kind, digits) => onPhone(e164 ?? digits)}
          />
        </div>
        {error && !isPhoneError(error) ? (
          <Alert tone="critical" live>
            {sendErrorText(intl, error, wait)}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={sending}>
          {intl.formatMessage(messages.getCode)}
        </Button>
        <Text size="sm" tone="muted">
          {intl.formatMessage(messages.legalNote)}{' '}
          <Link href={links.business(locale)} as={RouterLink}>
            {intl.formatMessage(messages.businessRequest)}
          </Link>{' '}
          ·{' '}
          <Link href={links.contacts(locale)} as={RouterLink}>
            {intl.formatMessage(messages.contactSupport)}
          </Link>
        </Text>
      </Stack>
    </form>
  );
}

export function CodeStep({ fieldRef }: StepProps) {
  const intl = useIntl();
  const [
    phone,
    code,
    codeError,
    sendError,
    wait,
    verifying,
    sending,
    canResend,
    resendAt,
    onCode,
    onSubmit,
    onResend,
    onEdit,
    onCountdownEnd,
  ] = useUnit([
    $codePhone,
    $code,
    $codeError,
    $sendError,
    $waitSeconds,
    $verifying,
    $sending,
    $canResend,
    $resendAvailableAt,
    codeChanged,
    codeSubmitted,
    resendClicked,
    phoneEditClicked,
    countdownEnded,
  ]);
  const fieldError = codeError ? codeErrorText(intl, codeError, wait) : undefined;
  const codeInput = useRef<HTMLInputElement>(null);
  // On from the phone step.
  useEffect(() => takeStepFocus(codeInput.current), []);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="md">
        <Stack space="xs">
          <Text>
            {intl.formatMessage(codeSentMessage, {
              length: codeLength,
              phone: formatPhone(phone ?? ''),
            })}
          </Text>
          <div>
            <Button type="button" tone="ghost" size="sm" onClick={() => onEdit()}>
              {intl.formatMessage(messages.changeNumber)}
            </Button>
          </div>
        </Stack>
        <CodeField
          name="code"
          ref={(input) => {
            codeInput.current = input;
            if (fieldRef) fieldRef.current = input;
          }}
          length={codeLength}
          value={code}
          error={fieldError}
          onValueChange={onCode}
        />
        {sendError && !isPhoneError(sendError) ? (
          <Alert tone="critical" live>
            {sendErrorText(intl, sendError, wait)}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={verifying} disabled={code.length < codeLength}>
          {intl.formatMessage(messages.confirm)}
        </Button>
        <Inline space="sm" alignY="center">
          {!canResend && resendAt !== null ? (
            <Text size="sm" tone="muted">
              {intl.formatMessage(messages.resendIn)}{' '}
              <Countdown
                endsAt={resendAt}
                onDone={onCountdownEnd}
                doneMessage={intl.formatMessage(messages.resendReady)}
              />
            </Text>
          ) : null}
          <Button
            type="button"
            tone="neutral"
            size="sm"
            disabled={!canResend}
            loading={sending}
            onClick={() => {
              onResend();
              // The button is disabled for the next countdown: the focus goes where the new
              // code is typed rather than to the page.
              codeInput.current?.focus();
            }}
          >
            {intl.formatMessage(messages.resend)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

const phoneErrors = ['empty', 'incomplete', 'tooLong', 'notUzbek', 'notMobile'] as const;
type PhoneError = (typeof phoneErrors)[number];

function isPhoneError(error: SendError): error is PhoneError {
  return (phoneErrors as readonly string[]).includes(error);
}

function phoneErrorText(intl: IntlShape, error: PhoneError): string {
  switch (error) {
    case 'empty':
      return intl.formatMessage(messages.phoneEmpty);
    case 'incomplete':
      return intl.formatMessage(messages.phoneIncomplete);
    case 'notMobile':
      return intl.formatMessage(messages.phoneNotMobile);
    case 'tooLong':
    case 'notUzbek':
      return intl.formatMessage(messages.phoneNotUzbek);
  }
}

export function formatWait(intl: IntlShape, seconds: number): string {
  return seconds >= 60
    ? intl.formatMessage(minutesMessage, { minutes: Math.ceil(seconds / 60) })
    : intl.formatMessage(secondsMessage, { seconds: Math.max(1, Math.ceil(seconds)) });
}

function sendErrorText(
  intl: IntlShape,
  error: Exclude<SendError, PhoneError>,
  wait: number | null,
): string {
  if (error === 'tooManyRequests') {
    return wait
      ? intl.formatMessage(tooManyRequestsMessage, { wait: formatWait(intl, wait) })
      : intl.formatMessage(messages.tooManyRequestsLater);
  }
  return intl.formatMessage(messages.sendFailed);
}

function codeErrorText(intl: IntlShape, error: CodeError, wait: number | null): string {
  switch (error) {
    case 'invalid':
      return intl.formatMessage(messages.invalidCode);
    case 'expired':
      return intl.formatMessage(messages.expiredCode);
    case 'tooManyAttempts':
      return wait
        ? intl.formatMessage(tooManyAttemptsMessage, { wait: formatWait(intl, wait) })
        : intl.formatMessage(messages.tooManyAttemptsLater);
    case 'failed':
      return intl.formatMessage(messages.verifyFailed);
  }
}

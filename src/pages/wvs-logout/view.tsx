import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Box, Button, CheckIcon, Heading, Spinner, Stack, Text } from 'design-system';
import { Head } from '@/shared/ui';
import { $stage, logoutPageShown, signOutConfirmed } from './model';

const messages = defineMessages({
  title: {
    id: 'wvsLogout.title',
    defaultMessage: 'Signing out',
    description: 'Title of the sign-out page used inside the mobile app',
  },
  confirmTitle: {
    id: 'wvsLogout.confirmTitle',
    defaultMessage: 'Sign out of Savat?',
    description: 'Heading asking the shopper to confirm signing out on this device',
  },
  confirmText: {
    id: 'wvsLogout.confirmText',
    defaultMessage:
      'Your cart and sign-in on this device will be removed. Your orders stay in your account.',
    description: 'Text under the sign-out question: what signing out removes',
  },
  confirm: {
    id: 'wvsLogout.confirm',
    defaultMessage: 'Sign out',
    description: 'Button that signs the shopper out on this device',
  },
  done: {
    id: 'wvsLogout.done',
    defaultMessage: 'You have signed out',
    description: 'Heading shown once the sign-out inside the mobile app is complete',
  },
  doneText: {
    id: 'wvsLogout.doneText',
    defaultMessage: 'Your data has been removed from this device.',
    description: 'Text under the signed-out heading',
  },
});

/**
 * `/wvs/logout`: ends the session on this device (for the mobile app's web view), once the
 * shopper presses the button: the address alone could be opened by any site.
 */
export function WvsLogoutView() {
  const intl = useIntl();
  const [stage, shown, confirmed] = useUnit([$stage, logoutPageShown, signOutConfirmed]);
  useEffect(() => shown(), [shown]);
  const title = intl.formatMessage(
    stage === 'signed-out'
      ? messages.done
      : stage === 'checking'
        ? messages.title
        : messages.confirmTitle,
  );
  return (
    <Box as="main" padding="xl">
      <Head title={`${title} — Savat`} description={title} path="/wvs/logout" noindex />
      <Stack space="md" align="center">
        {stage === 'signed-out' ? <CheckIcon size="xl" /> : null}
        {stage === 'checking' ? <Spinner /> : null}
        <Heading level={1}>{title}</Heading>
        {stage === 'signed-out' ? (
          <Text tone="muted">{intl.formatMessage(messages.doneText)}</Text>
        ) : null}
        {stage === 'confirm' || stage === 'signing-out' ? (
          <>
            <Text tone="muted">{intl.formatMessage(messages.confirmText)}</Text>
            <Button
              type="button"
              tone="primary"
              loading={stage === 'signing-out'}
              onClick={() => confirmed()}
            >
              {intl.formatMessage(messages.confirm)}
            </Button>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

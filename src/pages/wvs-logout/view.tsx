import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Box, CheckIcon, Heading, Spinner, Stack, Text } from 'design-system';
import { Head } from '@/shared/ui';
import { $signedOut, logoutPageShown } from './model';

const messages = defineMessages({
  title: {
    id: 'wvsLogout.title',
    defaultMessage: 'Signing out',
    description: 'Title of the sign-out page used inside the mobile app',
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

/** `/wvs/logout`: ends the session on this device (for the mobile app's web view). */
export function WvsLogoutView() {
  const intl = useIntl();
  const [signedOut, shown] = useUnit([$signedOut, logoutPageShown]);
  useEffect(() => shown(), [shown]);
  const title = intl.formatMessage(signedOut ? messages.done : messages.title);
  return (
    <Box as="main" padding="xl">
      <Head title={`${title} — Savat`} description={title} path="/wvs/logout" noindex />
      <Stack space="md" align="center">
        {signedOut ? <CheckIcon size="xl" /> : <Spinner />}
        <Heading level={1}>{title}</Heading>
        {signedOut ? <Text tone="muted">{intl.formatMessage(messages.doneText)}</Text> : null}
      </Stack>
    </Box>
  );
}

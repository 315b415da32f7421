import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Container, EmptyState } from 'design-system';
import { signInRequested } from '../model/sign-in-request';

const messages = defineMessages({
  title: {
    id: 'auth.required.title',
    defaultMessage: 'Sign in to continue',
    description:
      'Heading on a personal page (checkout, account) for a visitor who is not signed in',
  },
  text: {
    id: 'auth.required.text',
    defaultMessage: 'This page is for signed-in customers. Sign in with your phone number.',
    description: 'Text under the sign-in-to-continue heading',
  },
  action: {
    id: 'auth.required.action',
    defaultMessage: 'Sign in',
    description: 'Button that opens the sign-in dialog on a personal page',
  },
});

/** A personal page's content for a signed-out visitor: why, and a way to sign in. */
export function SignInRequired({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  const requestSignIn = useUnit(signInRequested);
  return (
    <Container>
      <EmptyState
        headingLevel={1}
        title={intl.formatMessage(messages.title)}
        text={intl.formatMessage(messages.text)}
        action={
          <Button onClick={() => requestSignIn({ returnTo })}>
            {intl.formatMessage(messages.action)}
          </Button>
        }
      />
    </Container>
  );
}

import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { $locale } from '@/shared/model';
import { links } from '@/shared/lib/links';
import { ErrorScreen } from '@/shared/ui/error-screen';

const messages = defineMessages({
  title: {
    id: 'error.server.title',
    defaultMessage: 'Internal Server Error',
    description: '500 page heading',
  },
  text: {
    id: 'error.server.text',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: '500 page explanation',
  },
  home: {
    id: 'error.server.home',
    defaultMessage: 'Go to the home page',
    description: '500 page link',
  },
});

export function ServerErrorView() {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <ErrorScreen
      code={500}
      title={intl.formatMessage(messages.title)}
      text={intl.formatMessage(messages.text)}
      actionLabel={intl.formatMessage(messages.home)}
      actionHref={links.home(locale)}
    />
  );
}

import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { $locale } from '@/shared/model';
import { links } from '@/shared/lib/links';
import { ErrorScreen } from '@/shared/ui/error-screen';

const pathMessage = defineMessage<{ path: string }>({
  id: 'error.notFound.path',
  defaultMessage: 'Page not found: {path}',
  description: '404 page text naming the address that does not exist',
});

const messages = defineMessages({
  title: {
    id: 'error.notFound.title',
    defaultMessage: 'Page Not Found',
    description: '404 page heading',
  },
  home: {
    id: 'error.notFound.home',
    defaultMessage: 'Go to the home page',
    description: '404 page link',
  },
});

export function NotFoundView() {
  const intl = useIntl();
  const locale = useUnit($locale);
  const [path] = useLocation();
  return (
    <ErrorScreen
      code={404}
      title={intl.formatMessage(messages.title)}
      text={intl.formatMessage(pathMessage, { path })}
      actionLabel={intl.formatMessage(messages.home)}
      actionHref={links.home(locale)}
    />
  );
}

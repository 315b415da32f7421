import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { $locale } from '@/shared/model';
import { links, stripLocale } from '@/shared/lib/links';
import { Head } from '@/shared/ui';
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
  const [path] = useLocation();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Head title={`${title} — Savat`} description={title} path={stripLocale(path)} noindex />
      <ErrorScreen
        code={500}
        title={title}
        text={intl.formatMessage(messages.text)}
        actionLabel={intl.formatMessage(messages.home)}
        actionHref={links.home(locale)}
      />
    </>
  );
}

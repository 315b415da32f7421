import { defineMessages, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useLocation } from 'wouter';
import { links, stripLocale } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { Head } from '@/shared/ui';
import { ErrorScreen } from '@/shared/ui/error-screen';

const messages = defineMessages({
  title: {
    id: 'product.notFound',
    defaultMessage: 'Product not found',
    description: 'Unknown product slug',
  },
  text: {
    id: 'product.notFound.text',
    defaultMessage: 'It may no longer be sold, or the link has a mistake in it.',
    description: 'Why a product page may be missing',
  },
  action: {
    id: 'product.notFound.action',
    defaultMessage: 'Go to the catalogue',
    description: 'Link from a missing product',
  },
});

/** The 404 page for an unknown product: one message saying what was not found, and a way on. */
export function ProductNotFoundView() {
  const intl = useIntl();
  const locale = useUnit($locale);
  const [path] = useLocation();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Head title={`${title} — Savat`} description={title} path={stripLocale(path)} noindex />
      <ErrorScreen
        code={404}
        title={title}
        text={intl.formatMessage(messages.text)}
        actionLabel={intl.formatMessage(messages.action)}
        actionHref={links.catalog(locale)}
      />
    </>
  );
}

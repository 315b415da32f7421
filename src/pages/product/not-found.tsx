import { defineMessages, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
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
  return (
    <ErrorScreen
      code={404}
      title={intl.formatMessage(messages.title)}
      text={intl.formatMessage(messages.text)}
      actionLabel={intl.formatMessage(messages.action)}
      actionHref={links.catalog(locale)}
    />
  );
}

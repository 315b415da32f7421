import { defineMessages, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { EmptyResult } from '@/shared/ui';
import { NotFoundView } from '@/pages/not-found/view';

const messages = defineMessages({
  title: {
    id: 'product.notFound',
    defaultMessage: 'Product not found',
    description: 'Unknown product slug',
  },
  action: {
    id: 'product.notFound.action',
    defaultMessage: 'Go to the catalogue',
    description: 'Link from a missing product',
  },
});

/** The 404 page for an unknown product, saying what was not found. */
export function ProductNotFoundView() {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <>
      <EmptyResult
        title={intl.formatMessage(messages.title)}
        actionLabel={intl.formatMessage(messages.action)}
        actionHref={links.catalog(locale)}
      />
      <NotFoundView />
    </>
  );
}

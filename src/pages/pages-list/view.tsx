import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Heading, Link, Skeleton, Stack } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { Head } from '@/shared/ui';
import { $pages } from './model';

const messages = defineMessages({
  title: {
    id: 'pages.title',
    defaultMessage: 'Information',
    description: 'Content pages list heading',
  },
  description: {
    id: 'pages.description',
    defaultMessage: 'Delivery, payment, returns and other information for Savat shoppers.',
    description: 'Content pages list meta description',
  },
});

const fixedRoutes: Record<string, (locale: 'uz' | 'ru' | 'en') => string> = {
  about: links.about,
  contacts: links.contacts,
  delivery: links.delivery,
  'how-to-buy': links.howToBuy,
  'public-offer': links.publicOffer,
  return: links.returns,
};

export function PagesListView() {
  const intl = useIntl();
  const [pages, locale] = useUnit([$pages, $locale]);
  return (
    <Stack space="xl">
      <Head
        title={`${intl.formatMessage(messages.title)} — Savat`}
        description={intl.formatMessage(messages.description)}
        path="/pages"
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {pages ? (
        <Stack as="ul" space="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pages.map((page) => (
            <li key={page.slug}>
              <Link
                href={(fixedRoutes[page.slug] ?? ((lang) => links.page(lang, page.slug)))(locale)}
                as={RouterLink}
              >
                {page.title}
              </Link>
            </li>
          ))}
        </Stack>
      ) : (
        <Skeleton lines={6} />
      )}
    </Stack>
  );
}

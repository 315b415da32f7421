import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Grid, Heading, Link, Skeleton, Stack, StoreCard } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale, $renderedAt, $runtimeConfig } from '@/shared/model';
import { $stores, $storesLoading } from '@/entities/store';
import { EmptyResult, groceryStoreJsonLd, Head, storeHours } from '@/shared/ui';
import { StoresMap } from './stores-map';

const messages = defineMessages({
  title: { id: 'markets.title', defaultMessage: 'Our stores', description: 'Stores page heading' },
  description: {
    id: 'markets.description',
    defaultMessage: 'Addresses, opening hours and phone numbers of the Savat stores in Tashkent.',
    description: 'Stores page meta description',
  },
  empty: {
    id: 'markets.empty',
    defaultMessage: 'Stores not found',
    description: 'The API returned no stores',
  },
  toCatalog: {
    id: 'markets.toCatalog',
    defaultMessage: 'Shop online',
    description: 'Link from the empty stores page',
  },
  onMap: {
    id: 'markets.onMap',
    defaultMessage: 'Show on the map',
    description: 'Link to the store on an online map',
  },
});

export function MarketsView() {
  const intl = useIntl();
  const [stores, loading, locale, config, now] = useUnit([
    $stores,
    $storesLoading,
    $locale,
    $runtimeConfig,
    $renderedAt,
  ]);
  return (
    <Stack space="xl">
      <Head
        title={`${intl.formatMessage(messages.title)} — Savat`}
        description={intl.formatMessage(messages.description)}
        path="/markets"
        jsonLd={stores.map((store) => ({
          '@context': 'https://schema.org',
          ...groceryStoreJsonLd(store, config.publicUrl, locale),
        }))}
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {loading && stores.length === 0 ? <Skeleton shape="rectangle" height={200} /> : null}
      {!loading && stores.length === 0 ? (
        <EmptyResult
          title={intl.formatMessage(messages.empty)}
          actionLabel={intl.formatMessage(messages.toCatalog)}
          actionHref={links.catalog(locale)}
        />
      ) : null}
      {stores.length > 0 ? <StoresMap stores={stores} apiKey={config.mapsApiKey} /> : null}
      <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="lg">
        {stores.map((store) => (
          <li key={store.slug} id={store.slug}>
            <StoreCard
              name={store.name}
              address={store.address}
              hours={storeHours(store)}
              now={now || Date.now()}
              phone={store.phone}
              headingLevel={2}
              mapLink={
                <Link
                  href={`https://yandex.uz/maps/?pt=${store.location.lng},${store.location.lat}&z=16&l=map`}
                  external
                >
                  {intl.formatMessage(messages.onMap)}
                </Link>
              }
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Grid, Heading, Link, Skeleton, Stack, Tag, Text } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { Head } from '@/shared/ui';
import { $brands } from './model';
import * as styles from './view.css';

const messages = defineMessages({
  title: { id: 'brands.title', defaultMessage: 'Brands', description: 'Brands page heading' },
  description: {
    id: 'brands.description',
    defaultMessage: 'Local and imported brands sold in Savat.',
    description: 'Brands page meta description',
  },
  local: {
    id: 'brands.local',
    defaultMessage: 'Made in Uzbekistan',
    description: 'Tag on a local brand',
  },
});
const productCount = defineMessage<{ count: number }>({
  id: 'brands.count',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
  description: 'Number of products of a brand',
});

export function BrandsView() {
  const intl = useIntl();
  const [brands, locale] = useUnit([$brands, $locale]);
  return (
    <Stack space="xl">
      <Head
        title={`${intl.formatMessage(messages.title)} — Savat`}
        description={intl.formatMessage(messages.description)}
        path="/brands"
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {brands ? (
        <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="lg">
          {brands.map((brand) => (
            <Stack
              as="li"
              key={brand.slug}
              className={styles.card}
              // The "made in Uzbekistan" tag as wide as its text, not the card.
              align="start"
              space="xs"
              padding="lg"
              borderRadius="md"
              background="surface"
              borderWidth="thin"
              borderStyle="solid"
              borderColor="border"
            >
              <Link href={links.brand(locale, brand.slug)} as={RouterLink} className={styles.link}>
                {brand.name}
              </Link>
              <Text size="sm" tone="muted">
                {brand.country} · {intl.formatMessage(productCount, { count: brand.product_count })}
              </Text>
              {brand.local ? <Tag tone="brand">{intl.formatMessage(messages.local)}</Tag> : null}
            </Stack>
          ))}
        </Grid>
      ) : (
        <Skeleton lines={6} />
      )}
    </Stack>
  );
}

import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Heading, Link, Stack, Text } from 'design-system';
import type { Product } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { RichText } from '@/shared/ui';

const messages = defineMessages({
  description: {
    id: 'product.description',
    defaultMessage: 'Description',
    description: 'Product description heading',
  },
  brand: {
    id: 'product.brand',
    defaultMessage: 'Brand',
    description: 'Label before the brand name',
  },
});

/** "Brand: …", linking to the brand's products; nothing for a product without a brand. */
export function ProductBrand({ brand }: { brand: Product['brand'] }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  if (!brand) return null;
  return (
    <Text tone="muted">
      {intl.formatMessage(messages.brand)}:{' '}
      <Link href={links.brand(locale, brand.slug)} as={RouterLink}>
        {brand.name}
      </Link>
    </Text>
  );
}

/** The product's description (rich text from the shop) under its own heading. */
export function ProductDescription({ html }: { html: string }) {
  const intl = useIntl();
  return (
    <Stack space="sm" as="section" aria-labelledby="product-description">
      <Heading level={2} size="sm" id="product-description">
        {intl.formatMessage(messages.description)}
      </Heading>
      <RichText html={html} />
    </Stack>
  );
}

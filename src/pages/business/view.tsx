import { defineMessages, useIntl } from 'react-intl';
import {
  CardIcon,
  FeatureList,
  Heading,
  PackageIcon,
  Stack,
  Text,
  TruckIcon,
  UserIcon,
} from 'design-system';
import { BusinessRequestForm } from './ui/business-request-form';
import { Head } from '@/shared/ui';

const messages = defineMessages({
  title: {
    id: 'business.title',
    defaultMessage: 'For businesses',
    description: 'Business page heading',
  },
  metaTitle: {
    id: 'business.metaTitle',
    defaultMessage: 'Groceries for companies: invoices, bulk packs, office delivery',
    description: 'Business page title for search engines',
  },
  description: {
    id: 'business.description',
    defaultMessage:
      'Savat supplies offices, cafés and shops across Uzbekistan: a contract, invoices and bank transfer, bulk packs, a personal manager and delivery to your offices.',
    description: 'Business page introduction and meta description',
  },
  offerHeading: {
    id: 'business.offer.heading',
    defaultMessage: 'What we offer companies',
    description: 'Business page section heading',
  },
  invoicesTitle: {
    id: 'business.offer.invoicesTitle',
    defaultMessage: 'Invoices and bank transfer',
    description: 'Business offer title',
  },
  invoicesText: {
    id: 'business.offer.invoicesText',
    defaultMessage: 'We work under a contract and send an electronic invoice with every delivery.',
    description: 'Business offer text',
  },
  bulkTitle: {
    id: 'business.offer.bulkTitle',
    defaultMessage: 'Bulk packs',
    description: 'Business offer title',
  },
  bulkText: {
    id: 'business.offer.bulkText',
    defaultMessage:
      'Water, tea, sugar, cleaning supplies and more in large packs at wholesale prices.',
    description: 'Business offer text',
  },
  managerTitle: {
    id: 'business.offer.managerTitle',
    defaultMessage: 'A personal manager',
    description: 'Business offer title',
  },
  managerText: {
    id: 'business.offer.managerText',
    defaultMessage: 'One person for your orders, prices and documents.',
    description: 'Business offer text',
  },
  officesTitle: {
    id: 'business.offer.officesTitle',
    defaultMessage: 'Delivery to your offices',
    description: 'Business offer title',
  },
  officesText: {
    id: 'business.offer.officesText',
    defaultMessage: 'To several addresses, on the day and in the two-hour window you choose.',
    description: 'Business offer text',
  },
});

/** What the shop offers companies, and their request to buy on account. */
export function BusinessView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Stack space="xl">
      <Head
        title={`${t(messages.metaTitle)} — Savat`}
        description={t(messages.description)}
        path="/business"
      />
      <Stack space="sm">
        <Heading level={1} size="lg">
          {t(messages.title)}
        </Heading>
        <Text>{t(messages.description)}</Text>
      </Stack>
      <Stack space="md" as="section" aria-labelledby="business-offer">
        <Heading level={2} size="md" id="business-offer">
          {t(messages.offerHeading)}
        </Heading>
        <FeatureList
          headingLevel={3}
          features={[
            {
              id: 'invoices',
              icon: CardIcon,
              title: t(messages.invoicesTitle),
              text: t(messages.invoicesText),
            },
            {
              id: 'bulk',
              icon: PackageIcon,
              title: t(messages.bulkTitle),
              text: t(messages.bulkText),
            },
            {
              id: 'manager',
              icon: UserIcon,
              title: t(messages.managerTitle),
              text: t(messages.managerText),
            },
            {
              id: 'offices',
              icon: TruckIcon,
              title: t(messages.officesTitle),
              text: t(messages.officesText),
            },
          ]}
        />
      </Stack>
      <section>
        <BusinessRequestForm headingLevel={2} />
      </section>
    </Stack>
  );
}

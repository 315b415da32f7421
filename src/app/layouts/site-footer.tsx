import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Footer, StoreCard, Text } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale, $renderedAt } from '@/shared/model';
import { $stores } from '@/entities/store';
import { renderRouterLink, storeHours } from '@/shared/ui';
import { InstallOfferSlot } from './install-offer-slot';

const messages = defineMessages({
  shop: { id: 'footer.shop', defaultMessage: 'Shop', description: 'Footer link group' },
  help: { id: 'footer.help', defaultMessage: 'Help', description: 'Footer link group' },
  about: { id: 'footer.about', defaultMessage: 'About us', description: 'Footer link' },
  contacts: { id: 'footer.contacts', defaultMessage: 'Contacts', description: 'Footer link' },
  business: { id: 'footer.business', defaultMessage: 'For businesses', description: 'Footer link' },
  delivery: { id: 'footer.delivery', defaultMessage: 'Delivery', description: 'Footer link' },
  howToBuy: { id: 'footer.howToBuy', defaultMessage: 'How to buy', description: 'Footer link' },
  publicOffer: {
    id: 'footer.publicOffer',
    defaultMessage: 'Public offer',
    description: 'Footer link',
  },
  returns: { id: 'footer.returns', defaultMessage: 'Returns', description: 'Footer link' },
  stores: { id: 'footer.stores', defaultMessage: 'Our stores', description: 'Footer link' },
  blogs: { id: 'footer.blogs', defaultMessage: 'Blog', description: 'Footer link' },
  brands: { id: 'footer.brands', defaultMessage: 'Brands', description: 'Footer link' },
  catalog: { id: 'footer.catalog', defaultMessage: 'Catalogue', description: 'Footer link' },
  pages: {
    id: 'footer.pages',
    defaultMessage: 'Information',
    description: 'Footer link to the list of content pages',
  },
  tagline: {
    id: 'footer.tagline',
    defaultMessage:
      'Online supermarket of essential goods with delivery across Tashkent and Uzbekistan.',
    description: 'Footer line about the shop',
  },
});

const copyright = defineMessage<{ year: number }>({
  id: 'footer.copyright',
  defaultMessage: '© {year} Savat',
  description: 'Footer copyright line',
});

export function SiteFooter() {
  const intl = useIntl();
  const [locale, stores, now] = useUnit([$locale, $stores, $renderedAt]);
  const link = (label: (typeof messages)[keyof typeof messages], href: string) => ({
    label: intl.formatMessage(label),
    href,
  });
  return (
    <Footer
      brand={<Text tone="muted">{intl.formatMessage(messages.tagline)}</Text>}
      linkGroups={[
        {
          title: intl.formatMessage(messages.shop),
          links: [
            link(messages.catalog, links.catalog(locale)),
            link(messages.brands, links.brands(locale)),
            link(messages.blogs, links.blogs(locale)),
            link(messages.stores, links.markets(locale)),
          ],
        },
        {
          title: intl.formatMessage(messages.help),
          links: [
            link(messages.about, links.about(locale)),
            link(messages.contacts, links.contacts(locale)),
            link(messages.business, links.business(locale)),
            link(messages.delivery, links.delivery(locale)),
            link(messages.howToBuy, links.howToBuy(locale)),
            link(messages.publicOffer, links.publicOffer(locale)),
            link(messages.returns, links.returns(locale)),
            link(messages.pages, links.pages(locale)),
          ],
        },
      ]}
      install={<InstallOfferSlot />}
      stores={stores.map((store) => (
        <StoreCard
          key={store.slug}
          name={store.name}
          address={store.address}
          hours={storeHours(store)}
          now={now}
          phone={store.phone}
          headingLevel={3}
        />
      ))}
      copyright={intl.formatMessage(copyright, { year: new Date(now).getFullYear() })}
      renderLink={renderRouterLink}
    />
  );
}

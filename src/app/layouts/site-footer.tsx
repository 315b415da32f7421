import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { sprinkles } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';

const messages = defineMessages({
  about: { id: 'footer.about', defaultMessage: 'About us', description: 'Footer link' },
  contacts: { id: 'footer.contacts', defaultMessage: 'Contacts', description: 'Footer link' },
  delivery: { id: 'footer.delivery', defaultMessage: 'Delivery', description: 'Footer link' },
  howToBuy: { id: 'footer.howToBuy', defaultMessage: 'How to buy', description: 'Footer link' },
  publicOffer: {
    id: 'footer.publicOffer',
    defaultMessage: 'Public offer',
    description: 'Footer link',
  },
  returns: { id: 'footer.returns', defaultMessage: 'Returns', description: 'Footer link' },
  stores: {
    id: 'footer.stores',
    defaultMessage: 'Our stores',
    description: 'Footer link and heading',
  },
  blogs: { id: 'footer.blogs', defaultMessage: 'Blog', description: 'Footer link' },
  brands: { id: 'footer.brands', defaultMessage: 'Brands', description: 'Footer link' },
});

export function SiteFooter() {
  const intl = useIntl();
  const locale = useUnit($locale);
  const items = [
    { href: links.about(locale), label: messages.about },
    { href: links.contacts(locale), label: messages.contacts },
    { href: links.delivery(locale), label: messages.delivery },
    { href: links.howToBuy(locale), label: messages.howToBuy },
    { href: links.publicOffer(locale), label: messages.publicOffer },
    { href: links.returns(locale), label: messages.returns },
    { href: links.markets(locale), label: messages.stores },
    { href: links.blogs(locale), label: messages.blogs },
    { href: links.brands(locale), label: messages.brands },
  ];
  return (
    <footer
      className={sprinkles({
        paddingX: { mobile: 'lg', desktop: 'xxl' },
        paddingY: 'xl',
        background: 'surfaceMuted',
      })}
    >
      <ul
        className={sprinkles({
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'lg',
          padding: 'none',
          margin: 'none',
        })}
      >
        {items.map((item) => (
          <li key={item.href} className={sprinkles({ display: 'block' })}>
            <Link href={item.href}>{intl.formatMessage(item.label)}</Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}

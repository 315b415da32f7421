import type { ReactElement } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import { Breadcrumbs } from 'design-system';
import { links } from '@/shared/lib/links';
import type { Locale } from '@/shared/i18n';
import { renderRouterLink } from './router-link';
import { breadcrumbJsonLd } from './structured-data';

const messages = defineMessages({
  home: {
    id: 'breadcrumb.home',
    defaultMessage: 'Home',
    description: 'Breadcrumb to the home page, first on every page that has breadcrumbs',
  },
});

export interface Crumb {
  label: string;
  href: string;
}

/**
 * A page's place in the shop, from the home page to the page itself (the last crumb): the
 * visible breadcrumbs (every crumb but the last a link) and the same trail as a schema.org
 * BreadcrumbList for the page's `Head`.
 */
export function pageBreadcrumbs(
  intl: IntlShape,
  { locale, publicUrl }: { locale: Locale; publicUrl: string },
  trail: readonly Crumb[],
): { jsonLd: object; breadcrumbs: ReactElement } {
  const crumbs = [{ label: intl.formatMessage(messages.home), href: links.home(locale) }, ...trail];
  return {
    jsonLd: breadcrumbJsonLd(
      crumbs.map((crumb) => ({ name: crumb.label, href: crumb.href })),
      publicUrl,
    ),
    breadcrumbs: (
      <Breadcrumbs
        items={crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? { label: crumb.label } : crumb,
        )}
        renderLink={renderRouterLink}
      />
    ),
  };
}

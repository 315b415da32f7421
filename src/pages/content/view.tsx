import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Breadcrumbs, Heading, Skeleton, Stack } from 'design-system';
import { links, stripLocale } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { breadcrumbJsonLd, Head, renderRouterLink, RichText } from '@/shared/ui';
import { useLocation } from 'wouter';
import { $loading, $page } from './model';

const messages = defineMessages({
  home: {
    id: 'content.breadcrumb.home',
    defaultMessage: 'Home',
    description: 'Breadcrumb to the home page',
  },
});

function plainText(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function ContentView() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const [page, loading, locale, config] = useUnit([$page, $loading, $locale, $runtimeConfig]);
  if (!page) return loading ? <Skeleton lines={8} /> : null;
  const crumbs = [
    { label: intl.formatMessage(messages.home), href: links.home(locale) },
    { label: page.title, href: pathname },
  ];
  return (
    <Stack space="xl" as="article">
      <Head
        title={`${page.title} — Savat`}
        description={plainText(page.body).slice(0, 160) || page.title}
        path={stripLocale(pathname)}
        ogType="article"
        jsonLd={[
          breadcrumbJsonLd(
            crumbs.map((crumb) => ({ name: crumb.label, href: crumb.href })),
            config.publicUrl,
          ),
        ]}
      />
      <Breadcrumbs items={[crumbs[0]!, { label: page.title }]} renderLink={renderRouterLink} />
      <Heading level={1} size="lg">
        {page.title}
      </Heading>
      <RichText html={page.body} />
    </Stack>
  );
}

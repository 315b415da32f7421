import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Heading, Skeleton, Stack } from 'design-system';
import { stripLocale } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { Head, pageBreadcrumbs, RichText } from '@/shared/ui';
import { useLocation } from 'wouter';
import { $loading, $page } from './model';

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
  const crumbs = pageBreadcrumbs(intl, { locale, publicUrl: config.publicUrl }, [
    { label: page.title, href: pathname },
  ]);
  return (
    <Stack space="xl" as="article">
      <Head
        title={`${page.title} — Savat`}
        description={plainText(page.body).slice(0, 160) || page.title}
        path={stripLocale(pathname)}
        ogType="article"
        jsonLd={[crumbs.jsonLd]}
      />
      {crumbs.breadcrumbs}
      <Heading level={1} size="lg">
        {page.title}
      </Heading>
      <RichText html={page.body} />
    </Stack>
  );
}

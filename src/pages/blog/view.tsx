import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Heading, renderProductPicture, Skeleton, Stack, Text } from 'design-system';
import * as pictureStyles from '@/shared/ui/picture.css';
import { formatDate } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { absoluteUrl, pageBreadcrumbs, Head, RichText, toPicture } from '@/shared/ui';
import { $blog, $loading } from './model';

const messages = defineMessages({
  blogs: {
    id: 'blog.breadcrumb.blogs',
    defaultMessage: 'Blog',
    description: 'Breadcrumb to the blog list',
  },
});

export function BlogView() {
  const intl = useIntl();
  const [blog, loading, locale, config] = useUnit([$blog, $loading, $locale, $runtimeConfig]);
  if (!blog) return loading ? <Skeleton lines={10} /> : null;
  const picture = toPicture(blog.image, config.apiUrl, '(min-width: 1024px) 800px, 100vw');
  const crumbs = pageBreadcrumbs(intl, { locale, publicUrl: config.publicUrl }, [
    { label: intl.formatMessage(messages.blogs), href: links.blogs(locale) },
    { label: blog.title, href: links.blog(locale, blog.slug) },
  ]);
  return (
    <Stack space="xl" as="article" style={{ maxWidth: 800 }}>
      <Head
        title={`${blog.title} — Savat`}
        description={blog.excerpt || blog.title}
        path={`/blogs/${encodeURIComponent(blog.slug)}`}
        ogType="article"
        image={absoluteUrl(config.publicUrl, picture.src)}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: blog.title,
            datePublished: blog.published_at,
            image: absoluteUrl(config.publicUrl, picture.src),
            publisher: { '@type': 'Organization', name: 'Savat' },
          },
          crumbs.jsonLd,
        ]}
      />
      {crumbs.breadcrumbs}
      <Stack space="sm">
        <Heading level={1} size="lg">
          {blog.title}
        </Heading>
        <Text tone="muted">
          <time dateTime={blog.published_at}>{formatDate(intl, blog.published_at)}</time>
        </Text>
      </Stack>
      {renderProductPicture({
        image: { ...picture, alt: blog.image.alt },
        className: pictureStyles.cover,
        loading: 'eager',
        fetchPriority: 'high',
      })}
      <RichText html={blog.body} />
    </Stack>
  );
}

import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Grid, Heading, Link, renderProductPicture, Skeleton, Stack, Text } from 'design-system';
import * as pictureStyles from '@/shared/ui/picture.css';
import { formatDate } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { Head, PageLinks, PastLastPage, toPicture } from '@/shared/ui';
import { $blogs, $pastLastPage } from './model';

const messages = defineMessages({
  title: { id: 'blogs.title', defaultMessage: 'Blog', description: 'Blog list heading' },
  description: {
    id: 'blogs.description',
    defaultMessage: 'Recipes, seasonal products and shopping tips from Savat.',
    description: 'Blog list meta description',
  },
});

export function BlogsView() {
  const intl = useIntl();
  const [blogs, pastLastPage, locale, config] = useUnit([
    $blogs,
    $pastLastPage,
    $locale,
    $runtimeConfig,
  ]);
  const pageHref = (page: number) => `${links.blogs(locale)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <Stack space="xl">
      <Head
        title={`${intl.formatMessage(messages.title)} — Savat`}
        description={intl.formatMessage(messages.description)}
        path="/blogs"
        noindex={pastLastPage !== null}
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {pastLastPage !== null ? (
        <PastLastPage lastPage={pastLastPage} lastPageHref={pageHref(pastLastPage)} />
      ) : blogs ? (
        <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="xl">
          {blogs.data.map((blog, index) => {
            const picture = toPicture(
              blog.image,
              config.apiUrl,
              '(min-width: 1024px) 360px, 100vw',
            );
            return (
              <Stack as="li" key={blog.slug} space="sm">
                {renderProductPicture({
                  image: { ...picture, alt: '' },
                  className: pictureStyles.rounded,
                  loading: index < 3 ? 'eager' : 'lazy',
                  fetchPriority: 'auto',
                })}
                <Heading level={2} size="sm">
                  <Link href={links.blog(locale, blog.slug)} as={RouterLink} touch>
                    {blog.title}
                  </Link>
                </Heading>
                <Text size="sm" tone="muted">
                  <time dateTime={blog.published_at}>{formatDate(intl, blog.published_at)}</time>
                </Text>
                <Text size="sm">{blog.excerpt}</Text>
              </Stack>
            );
          })}
        </Grid>
      ) : (
        <Skeleton lines={6} />
      )}
      {blogs && pastLastPage === null && blogs.meta.pages > 1 ? (
        <PageLinks page={blogs.meta.page} pageCount={blogs.meta.pages} getHref={pageHref} />
      ) : null}
    </Stack>
  );
}

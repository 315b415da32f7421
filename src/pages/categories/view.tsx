import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { CategoryTile, Grid, Heading, Link, Skeleton, Stack } from 'design-system';
import { links } from '@/shared/lib/links';
import { $categories, $categoriesLoading, $locale, $runtimeConfig } from '@/shared/model';
import { Head, renderRouterLink, toPicture, toSrcSet } from '@/shared/ui';

const messages = defineMessages({
  title: {
    id: 'categories.title',
    defaultMessage: 'Categories',
    description: 'Categories page heading',
  },
  description: {
    id: 'categories.description',
    defaultMessage: 'Every department of the Savat online supermarket.',
    description: 'Categories page meta description',
  },
});

export function CategoriesView() {
  const intl = useIntl();
  const [categories, loading, locale, config] = useUnit([
    $categories,
    $categoriesLoading,
    $locale,
    $runtimeConfig,
  ]);
  return (
    <Stack space="xl">
      <Head
        title={`${intl.formatMessage(messages.title)} — Savat`}
        description={intl.formatMessage(messages.description)}
        path="/categories"
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.title)}
      </Heading>
      {loading && categories.length === 0 ? <Skeleton shape="rectangle" height={240} /> : null}
      {categories.map((category) => (
        <Stack
          as="section"
          key={category.slug}
          space="md"
          aria-labelledby={`category-${category.slug}`}
        >
          <Heading level={2} size="md" id={`category-${category.slug}`}>
            <Link href={links.category(locale, category.slug)} as={RouterLink} tone="neutral">
              {category.name}
            </Link>
          </Heading>
          {category.children.length > 0 ? (
            <Grid as="ul" columns={{ mobile: 3, tablet: 4, desktop: 6 }} space="md">
              {category.children.map((child) => (
                <li key={child.slug}>
                  <CategoryTile
                    name={child.name}
                    href={links.category(locale, child.slug)}
                    count={child.product_count}
                    image={
                      child.image
                        ? {
                            src: toPicture(child.image, config.apiUrl).src,
                            srcSet: toSrcSet(child.image, config.apiUrl),
                            width: child.image.width,
                            height: child.image.height,
                          }
                        : undefined
                    }
                    renderLink={renderRouterLink}
                  />
                </li>
              ))}
            </Grid>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

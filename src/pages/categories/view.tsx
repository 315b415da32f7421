import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Heading, Link, Skeleton, Stack } from 'design-system';
import { links } from '@/shared/lib/links';
import { $categories, $categoriesLoading, $categoryImages } from '@/entities/category';
import { $locale } from '@/shared/model';
import { CategoryGrid, Head } from '@/shared/ui';

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
  const [categories, images, loading, locale] = useUnit([
    $categories,
    $categoryImages,
    $categoriesLoading,
    $locale,
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
            <CategoryGrid
              categories={category.children.map((child) => ({
                ...child,
                image: images[child.slug] ?? null,
              }))}
            />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

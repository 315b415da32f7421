import { useUnit } from 'effector-react';
import { CategoryTile, Grid } from 'design-system';
import type { Category } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { toPicture, toSrcSet } from './images';
import { renderRouterLink } from './router-link';

/** Category tiles linking to each category's catalogue, three to six a row. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const [locale, config] = useUnit([$locale, $runtimeConfig]);
  return (
    <Grid as="ul" role="list" columns={{ mobile: 2, tablet: 4, desktop: 6 }} space="md">
      {categories.map((category) => (
        <li key={category.slug}>
          <CategoryTile
            name={category.name}
            href={links.category(locale, category.slug)}
            count={category.product_count}
            image={
              category.image
                ? {
                    src: toPicture(category.image, config.apiUrl).src,
                    srcSet: toSrcSet(category.image, config.apiUrl),
                    width: category.image.width,
                    height: category.image.height,
                  }
                : undefined
            }
            renderLink={renderRouterLink}
          />
        </li>
      ))}
    </Grid>
  );
}

import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Carousel, Heading, Inline, Link, PromoBanner, Skeleton, Stack } from 'design-system';
import type { Slide } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { resolveNavigation } from '@/shared/lib/navigation';
import { $locale, $runtimeConfig } from '@/shared/model';
import { $stores } from '@/entities/store';
import { Link as RouterLink } from 'wouter';
import {
  CategoryGrid,
  DeferredHydration,
  Head,
  organizationJsonLd,
  toImagePreload,
  toPicture,
} from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';

import { $home, $homeLoading } from './model';

const messages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage:
      'Savat — online supermarket of essential goods with delivery across Tashkent and Uzbekistan',
    description: 'Home page title (browser tab and search results)',
  },
  description: {
    id: 'home.description',
    defaultMessage:
      'Groceries and household goods at store prices: order online and get delivery in Tashkent and all regions of Uzbekistan.',
    description: 'Home page meta description',
  },
  heading: {
    id: 'home.heading',
    defaultMessage: 'Online supermarket with delivery',
    description: 'Home page main heading',
  },
  offers: {
    id: 'home.offers',
    defaultMessage: 'Offers',
    description: 'Accessible name of the home slides',
  },
  categories: {
    id: 'home.categories',
    defaultMessage: 'Categories',
    description: 'Home section heading',
  },
  allCategories: {
    id: 'home.allCategories',
    defaultMessage: 'All categories',
    description: 'Link to the category list',
  },
  slideAction: {
    id: 'home.slideAction',
    defaultMessage: 'Learn more',
    description: 'Call to action on a home page banner, a link to the offer it describes',
  },
  seeAll: {
    id: 'home.seeAll',
    defaultMessage: 'See all',
    description: 'Link from a product rail to its full list',
  },
});

function slideHref(slide: Slide, locale: string, origin: string): string | null {
  const target = resolveNavigation(
    slide.link.startsWith('/') ? `/${locale}${slide.link}` : slide.link,
    { origin },
  );
  return target.kind === 'internal' ? target.path : null;
}

export function HomeView() {
  const intl = useIntl();
  const [home, loading, locale, config, stores] = useUnit([
    $home,
    $homeLoading,
    $locale,
    $runtimeConfig,
    $stores,
  ]);
  const origin = config.publicUrl || 'http://localhost';
  const slides = (home?.slides ?? []).map((slide, index) => {
    const href = slideHref(slide, locale, origin);
    const picture = toPicture(slide.image, config.apiUrl, '100vw');
    const image = (
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
        ))}
        <img
          src={picture.src}
          alt=""
          width={picture.width}
          height={picture.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    );
    return {
      id: slide.id,
      content: (
        <PromoBanner
          title={slide.title}
          subtitle={slide.subtitle}
          picture={image}
          actionLabel={intl.formatMessage(messages.slideAction)}
          href={href ?? undefined}
          linkAs={RouterLink}
        />
      ),
    };
  });

  return (
    <Stack space="xxl">
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path=""
        preloadImage={
          home?.slides[0] ? toImagePreload(home.slides[0].image, config.apiUrl, '100vw') : undefined
        }
        jsonLd={[organizationJsonLd(stores, config.publicUrl, locale)]}
      />
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.heading)}
      </Heading>
      {slides.length > 0 ? (
        <DeferredHydration>
          <Carousel
            label={intl.formatMessage(messages.offers)}
            slides={slides}
            aspectRatio="auto"
          />
        </DeferredHydration>
      ) : null}
      {loading && !home ? <Skeleton shape="rectangle" aspectRatio="21 / 8" /> : null}

      {home && home.categories.length > 0 ? (
        <Stack as="section" space="lg" aria-labelledby="home-categories">
          <Inline align="between">
            <Heading level={2} size="md" id="home-categories">
              {intl.formatMessage(messages.categories)}
            </Heading>
            <Link href={links.categories(locale)} as={RouterLink} touch>
              {intl.formatMessage(messages.allCategories)}
            </Link>
          </Inline>
          <DeferredHydration>
            <CategoryGrid categories={home.categories} />
          </DeferredHydration>
        </Stack>
      ) : null}

      {(home?.rails ?? []).map((rail, railIndex) => (
        <Stack as="section" key={rail.id} space="lg" aria-labelledby={`rail-${rail.id}`}>
          <Inline align="between">
            <Heading level={2} size="md" id={`rail-${rail.id}`}>
              {rail.title}
            </Heading>
            {rail.link ? (
              <Link href={`/${locale}${rail.link}`} as={RouterLink} touch>
                {intl.formatMessage(messages.seeAll)}
              </Link>
            ) : null}
          </Inline>
          <ProductGrid
            tile={CartProductTile}
            headingLevel={3}
            products={rail.products}
            priorityCount={slides.length === 0 && railIndex === 0 ? 2 : 0}
          />
        </Stack>
      ))}
    </Stack>
  );
}

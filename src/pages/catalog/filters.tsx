import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Stack, Text, sprinkles } from 'design-system';
import type { Category, ProductFacets } from '@/shared/api';
import { $categories } from '@/shared/model';
import type { CatalogQuery } from './query';

const messages = defineMessages({
  category: {
    id: 'catalog.filter.category',
    defaultMessage: 'Category',
    description: 'Catalogue filter label',
  },
  anyCategory: {
    id: 'catalog.filter.anyCategory',
    defaultMessage: 'All categories',
    description: 'Catalogue filter option',
  },
  brands: {
    id: 'catalog.filter.brands',
    defaultMessage: 'Brands',
    description: 'Catalogue filter group',
  },
  price: {
    id: 'catalog.filter.price',
    defaultMessage: 'Price, sum',
    description: 'Catalogue filter group',
  },
  priceMin: {
    id: 'catalog.filter.priceMin',
    defaultMessage: 'From',
    description: 'Lowest price field',
  },
  priceMax: {
    id: 'catalog.filter.priceMax',
    defaultMessage: 'To',
    description: 'Highest price field',
  },
  inStock: {
    id: 'catalog.filter.inStock',
    defaultMessage: 'In stock only',
    description: 'Catalogue filter checkbox',
  },
  apply: {
    id: 'catalog.filter.apply',
    defaultMessage: 'Show products',
    description: 'Applies the filters',
  },
  reset: {
    id: 'catalog.filter.reset',
    defaultMessage: 'Reset filters',
    description: 'Clears every filter',
  },
});

const fieldClass = sprinkles({
  paddingX: 'sm',
  paddingY: 'xs',
  borderRadius: 'sm',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'borderStrong',
  background: 'surface',
  color: 'text',
  width: 'full',
});

function flatten(
  categories: readonly Category[],
  depth = 0,
): Array<{ slug: string; label: string }> {
  return categories.flatMap((category) => [
    { slug: category.slug, label: `${'\u2003'.repeat(depth)}${category.name}` },
    ...flatten(category.children, depth + 1),
  ]);
}

function numberOrUndefined(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.replace(/\s/g, '') : '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

interface CatalogFiltersProps {
  query: CatalogQuery;
  facets?: ProductFacets;
  idPrefix: string;
  onApply: (query: CatalogQuery) => void;
  onReset: () => void;
}

/** The filter form; the same one sits in the sidebar and, on phones, in a sheet. */
export function CatalogFilters({ query, facets, idPrefix, onApply, onReset }: CatalogFiltersProps) {
  const intl = useIntl();
  const categories = useUnit($categories);
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      ...query,
      category: (data.get('category') as string) || undefined,
      brands: data.getAll('brand').map(String).sort(),
      priceMin: numberOrUndefined(data.get('price_min')),
      priceMax: numberOrUndefined(data.get('price_max')),
      inStock: data.get('in_stock') === '1',
      page: 1,
    });
  };

  const brands = facets?.brands ?? [];
  return (
    <form
      key={`${formKey}-${JSON.stringify(query)}`}
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.apply)}
    >
      <Stack space="lg">
        <Stack space="xs">
          <Text as="label" htmlFor={`${idPrefix}-category`} weight="semibold">
            {intl.formatMessage(messages.category)}
          </Text>
          <select
            id={`${idPrefix}-category`}
            name="category"
            defaultValue={query.category ?? ''}
            className={fieldClass}
          >
            <option value="">{intl.formatMessage(messages.anyCategory)}</option>
            {flatten(categories).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </Stack>

        {brands.length > 0 ? (
          <fieldset className={sprinkles({ borderWidth: 'none', padding: 'none', margin: 'none' })}>
            <legend>
              <Text as="span" weight="semibold">
                {intl.formatMessage(messages.brands)}
              </Text>
            </legend>
            <Stack space="xs" paddingTop="xs">
              {brands.map((brand) => (
                <label
                  key={brand.slug}
                  className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
                >
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.slug}
                    defaultChecked={query.brands.includes(brand.slug)}
                  />
                  <Text as="span" size="sm">
                    {brand.name} ({brand.count})
                  </Text>
                </label>
              ))}
            </Stack>
          </fieldset>
        ) : null}

        <fieldset className={sprinkles({ borderWidth: 'none', padding: 'none', margin: 'none' })}>
          <legend>
            <Text as="span" weight="semibold">
              {intl.formatMessage(messages.price)}
            </Text>
          </legend>
          <div className={sprinkles({ display: 'flex', gap: 'sm', paddingTop: 'xs' })}>
            <Stack space="xxs">
              <Text as="label" size="sm" htmlFor={`${idPrefix}-price-min`}>
                {intl.formatMessage(messages.priceMin)}
              </Text>
              <input
                id={`${idPrefix}-price-min`}
                name="price_min"
                inputMode="numeric"
                defaultValue={query.priceMin ?? ''}
                placeholder={facets ? String(facets.price.min) : undefined}
                className={fieldClass}
              />
            </Stack>
            <Stack space="xxs">
              <Text as="label" size="sm" htmlFor={`${idPrefix}-price-max`}>
                {intl.formatMessage(messages.priceMax)}
              </Text>
              <input
                id={`${idPrefix}-price-max`}
                name="price_max"
                inputMode="numeric"
                defaultValue={query.priceMax ?? ''}
                placeholder={facets ? String(facets.price.max) : undefined}
                className={fieldClass}
              />
            </Stack>
          </div>
        </fieldset>

        <label className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
          <input type="checkbox" name="in_stock" value="1" defaultChecked={query.inStock} />
          <Text as="span">{intl.formatMessage(messages.inStock)}</Text>
        </label>

        <Button type="submit" tone="primary" fullWidth>
          {intl.formatMessage(messages.apply)}
        </Button>
        <Button
          type="button"
          tone="ghost"
          fullWidth
          onClick={() => {
            setFormKey((key) => key + 1);
            onReset();
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
      </Stack>
    </form>
  );
}

import { useUnit } from 'effector-react';
import { memo, type ChangeEvent, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Button,
  ButtonLink,
  Checkbox,
  groupThousands,
  Select,
  Stack,
  Text,
  TextField,
  sprinkles,
} from 'design-system';
import { apiLimits, type Category, type ProductFacets } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { $locale } from '@/shared/model';
import { $categories } from '@/entities/category';
import { readPriceBound, type CatalogQuery } from './query';
import * as styles from './filters.css';
import { useSelectHistory } from './select-history';
import { useAppliedAfterPaint } from './applied-after-paint';

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
  onSale: {
    id: 'catalog.filter.onSale',
    defaultMessage: 'Deals only',
    description: 'Catalogue filter checkbox: only discounted products',
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

const priceLimitMessage = defineMessage<{ price: string }>({
  id: 'catalog.filter.priceLimit',
  defaultMessage: 'The highest price you can set is {price}',
  description: 'Under a price field whose bound was taken down to the highest price accepted',
});

const groupClass = sprinkles({ borderWidth: 'none', padding: 'none', margin: 'none' });

function flatten(
  categories: readonly Category[],
  depth = 0,
): Array<{ value: string; label: string }> {
  return categories.flatMap((category) => [
    { value: category.slug, label: `${'\u2003'.repeat(depth)}${category.name}` },
    ...flatten(category.children, depth + 1),
  ]);
}

const priceBound = (value: FormDataEntryValue | null) =>
  readPriceBound(typeof value === 'string' ? value : null);

/** A price typed above the highest one the list takes reads as that price, in the field too. */
function showAppliedBound(field: HTMLInputElement) {
  const bound = readPriceBound(field.value);
  if (bound === apiLimits.money && field.value.replace(/\s/g, '') !== String(bound)) {
    field.value = String(bound);
  }
}

/** The filters as the form holds them now; sort stays as it is in the address. */
export function readFilterForm(form: HTMLFormElement, query: CatalogQuery): CatalogQuery {
  const data = new FormData(form);
  return {
    ...query,
    category: (data.get('category') as string | null) || undefined,
    brands: data.getAll('brand').map(String).sort(),
    priceMin: priceBound(data.get('price_min')),
    priceMax: priceBound(data.get('price_max')),
    inStock: data.get('in_stock') === '1',
    onSale: data.get('on_sale') === '1',
    page: 1,
  };
}

interface CatalogFiltersProps {
  query: CatalogQuery;
  facets?: ProductFacets;
  /** Prefix of the form's id and its fields' ids (the sidebar and the sheet each have a form). */
  idPrefix: string;
  /** The page the form submits to when scripts are off (a plain GET form). */
  action: string;
  /** The catalogue with every filter cleared. */
  resetHref: string;
  /** `replace`: see `useSelectHistory`. */
  onApply: (query: CatalogQuery, options?: { replace: boolean }) => void;
}

/**
 * The filter form; the same one sits in the sidebar and, on phones, in a sheet. With scripts it
 * applies each choice at once (prices on Enter or leaving the field); without them it is a GET
 * form whose fields carry the address's own parameter names. Drawn again only when its props
 * change: the page renders again for things that are not the filters' (the sheet opened).
 */
export const CatalogFilters = memo(function CatalogFilters({
  query,
  facets,
  idPrefix,
  action,
  resetHref,
  onApply,
}: CatalogFiltersProps) {
  const intl = useIntl();
  const [categories, locale] = useUnit([$categories, $locale]);
  const priceLimitHint = (bound: number | undefined) =>
    bound === apiLimits.money
      ? intl.formatMessage(priceLimitMessage, { price: formatMoney(apiLimits.money, locale) })
      : undefined;
  const applyForm = (form: HTMLFormElement | null) => {
    if (form) onApply(readFilterForm(form, query));
  };
  // A box ticked or a category chosen shows at once; the list follows it after that paint.
  const { shown, applyAfterPaint } = useAppliedAfterPaint(query, onApply);
  const categoryHistory = useSelectHistory();
  const applyChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { form } = event.currentTarget;
    if (form) applyAfterPaint(readFilterForm(form, query));
  };
  const applyCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    const { form } = event.currentTarget;
    if (form)
      applyAfterPaint(readFilterForm(form, query), {
        replace: categoryHistory.replacesPrevious(),
      });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
  };
  const applyPrice = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const { form } = field;
    if (!form) return;
    showAppliedBound(field);
    const next = readFilterForm(form, query);
    if (next.priceMin !== query.priceMin || next.priceMax !== query.priceMax) onApply(next);
  };

  const brands = facets?.brands ?? [];
  return (
    <form
      id={`${idPrefix}-form`}
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.apply)}
    >
      <Stack space="lg">
        <Select
          id={`${idPrefix}-category`}
          name="category"
          label={intl.formatMessage(messages.category)}
          required={false}
          value={shown.category ?? ''}
          onFocus={categoryHistory.onFocus}
          onBlur={categoryHistory.onBlur}
          onChange={applyCategory}
          options={[
            { value: '', label: intl.formatMessage(messages.anyCategory) },
            ...flatten(categories),
          ]}
        />

        {brands.length > 0 ? (
          <fieldset className={groupClass}>
            <legend>
              <Text as="span" weight="semibold">
                {intl.formatMessage(messages.brands)}
              </Text>
            </legend>
            {/* A long brand list scrolls inside the form instead of pushing the price below. */}
            <Stack space="none" style={{ maxHeight: '20rem', overflowY: 'auto' }}>
              {brands.map((brand) => (
                <Checkbox
                  key={brand.slug}
                  name="brand"
                  value={brand.slug}
                  checked={shown.brands.includes(brand.slug)}
                  onChange={applyChange}
                  label={`${brand.name} (${brand.count})`}
                />
              ))}
            </Stack>
          </fieldset>
        ) : null}

        <fieldset className={groupClass}>
          <legend>
            <Text as="span" weight="semibold">
              {intl.formatMessage(messages.price)}
            </Text>
          </legend>
          <div className={styles.priceFields}>
            <TextField
              key={`min-${query.priceMin ?? ''}`}
              id={`${idPrefix}-price-min`}
              name="price_min"
              label={intl.formatMessage(messages.priceMin)}
              inputMode="numeric"
              pattern="[0-9 ]*"
              autoComplete="off"
              required={false}
              defaultValue={query.priceMin ?? ''}
              hint={priceLimitHint(query.priceMin)}
              placeholder={facets ? groupThousands(facets.price.min) : undefined}
              onBlur={applyPrice}
            />
            <TextField
              key={`max-${query.priceMax ?? ''}`}
              id={`${idPrefix}-price-max`}
              name="price_max"
              label={intl.formatMessage(messages.priceMax)}
              inputMode="numeric"
              pattern="[0-9 ]*"
              autoComplete="off"
              required={false}
              defaultValue={query.priceMax ?? ''}
              hint={priceLimitHint(query.priceMax)}
              placeholder={facets ? groupThousands(facets.price.max) : undefined}
              onBlur={applyPrice}
            />
          </div>
        </fieldset>

        <Checkbox
          name="in_stock"
          value="1"
          checked={shown.inStock}
          onChange={applyChange}
          label={intl.formatMessage(messages.inStock)}
        />
        <Checkbox
          name="on_sale"
          value="1"
          checked={shown.onSale}
          onChange={applyChange}
          label={intl.formatMessage(messages.onSale)}
        />

        <Stack space="sm">
          <Button type="submit" tone="primary" fullWidth>
            {intl.formatMessage(messages.apply)}
          </Button>
          <ButtonLink href={resetHref} as={RouterLink} tone="ghost" fullWidth>
            {intl.formatMessage(messages.reset)}
          </ButtonLink>
        </Stack>
      </Stack>
    </form>
  );
});

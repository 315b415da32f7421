import { defineMessages, useIntl } from 'react-intl';
import { Box, Button, Select } from 'design-system';
import { productSorts } from '@/shared/api';
import type { ProductSort } from '@/shared/api';
import { filtersTitle } from './filters-panel';
import { useSelectHistory } from './select-history';

const messages = defineMessages({
  sort: { id: 'catalog.sort', defaultMessage: 'Sort by', description: 'Sort select label' },
  sortPopular: {
    id: 'catalog.sort.popular',
    defaultMessage: 'Popular first',
    description: 'Sort option',
  },
  sortPriceAsc: {
    id: 'catalog.sort.priceAsc',
    defaultMessage: 'Price: low to high',
    description: 'Sort option',
  },
  sortPriceDesc: {
    id: 'catalog.sort.priceDesc',
    defaultMessage: 'Price: high to low',
    description: 'Sort option',
  },
  sortNewest: {
    id: 'catalog.sort.newest',
    defaultMessage: 'Newest first',
    description: 'Sort option',
  },
  sortName: { id: 'catalog.sort.name', defaultMessage: 'By name', description: 'Sort option' },
});

const sortLabels: Record<ProductSort, (typeof messages)[keyof typeof messages]> = {
  popular: messages.sortPopular,
  price_asc: messages.sortPriceAsc,
  price_desc: messages.sortPriceDesc,
  newest: messages.sortNewest,
  name: messages.sortName,
};

interface SortBarProps {
  sort: ProductSort;
  /**
   * `replace`: the order was already changed while the select kept the focus, so this change
   * takes the place of that one in the history instead of adding to it.
   */
  onSortChange: (sort: ProductSort, options: { replace: boolean }) => void;
  /** Opens the filter sheet; the button shows on phones only, where the sidebar is hidden. */
  onFiltersOpen: () => void;
}

/**
 * The order of the list, and on phones the button to the filters. The select belongs to the
 * sidebar's filter form, so submitting that form without scripts keeps the chosen order.
 */
export function SortBar({ sort, onSortChange, onFiltersOpen }: SortBarProps) {
  const intl = useIntl();
  const selectHistory = useSelectHistory();
  return (
    // The select goes under the button where both would not fit with the longest order in full
    // ("Narx: arzonidan qimmatiga"): on phones, rather than cutting the chosen order short.
    <Box display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
      <Box display={{ mobile: 'block', desktop: 'none' }} flexShrink="0">
        <Button type="button" tone="neutral" onClick={onFiltersOpen}>
          {intl.formatMessage(filtersTitle)}
        </Button>
      </Box>
      <Box flexGrow="1" minWidth="0" style={{ flexBasis: '17rem' }}>
        <Select
          id="catalog-sort"
          name="sort"
          form="catalog-filters-sidebar-form"
          label={intl.formatMessage(messages.sort)}
          required={false}
          value={sort}
          onFocus={selectHistory.onFocus}
          onBlur={selectHistory.onBlur}
          onChange={(event) =>
            onSortChange(event.currentTarget.value as ProductSort, {
              replace: selectHistory.replacesPrevious(),
            })
          }
          options={productSorts.map((option) => ({
            value: option,
            label: intl.formatMessage(sortLabels[option]),
          }))}
        />
      </Box>
    </Box>
  );
}

import { defineMessage, useIntl } from 'react-intl';
import { Box, Button, Sheet } from 'design-system';
import type { ReactNode } from 'react';

export const filtersTitle = defineMessage({
  id: 'catalog.filters',
  defaultMessage: 'Filters',
  description: 'Opens the filter sheet on phones',
});

const showCountMessage = defineMessage<{ count: number }>({
  id: 'catalog.filter.showCount',
  defaultMessage: '{count, plural, one {Show # product} other {Show # products}}',
  description: 'Closes the phone filter sheet; the count matches the chosen filters',
});

/** The filters beside the list on wide screens (hidden on phones, which use the sheet). */
export function FiltersSidebar({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Box
      as="aside"
      display={{ mobile: 'none', desktop: 'block' }}
      flexShrink="0"
      style={{ width: 260 }}
      aria-label={intl.formatMessage(filtersTitle)}
    >
      {children}
    </Box>
  );
}

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many products the chosen filters match, on the button that closes the sheet. */
  total: number;
  children: ReactNode;
}

/** The filters in a bottom sheet on phones; their form is only mounted while the sheet is open. */
export function FiltersSheet({ open, onOpenChange, total, children }: FiltersSheetProps) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(filtersTitle)}
      side="bottom"
      footer={
        <Button type="button" tone="primary" fullWidth onClick={() => onOpenChange(false)}>
          {intl.formatMessage(showCountMessage, { count: total })}
        </Button>
      }
    >
      {open ? children : null}
    </Sheet>
  );
}

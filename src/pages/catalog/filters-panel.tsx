import { defineMessage, useIntl } from 'react-intl';
import { Box, Button, Sheet } from 'design-system';
import { useEffect, type ReactNode } from 'react';

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

/**
 * Fetches the sheet's code once the page is idle, so that the first tap on "Filters" opens it at
 * once, also offline (the offline worker keeps what the page fetched).
 */
function usePrefetchedSheet() {
  useEffect(() => {
    const prefetch = () => void Sheet.prefetch().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The filters in a bottom sheet on phones; their form is only mounted while the sheet is open.
 * The sheet's styles come with the whole stylesheet when it first opens (see Sheet).
 */
export function FiltersSheet({ open, onOpenChange, total, children }: FiltersSheetProps) {
  const intl = useIntl();
  usePrefetchedSheet();
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

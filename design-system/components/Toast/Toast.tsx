import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { createLazyOverlay } from '../private/lazyOverlay';
import type { ToastData, ToastTone } from './toaster';
import * as styles from './Toaster.css';

const messages = defineMessages({
  region: {
    id: 'ds.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the area where notification toasts appear',
  },
});

export type ToastProps = Omit<ToastData, 'id'> & {
  onClose: () => void;
};

const LazyToast = createLazyOverlay<ToastProps & { open: boolean }>(
  async () => (await import('./LoadedToast')).LoadedToast,
);

/**
 * One notification. Closes by itself after `duration` (5000 ms by default), but never while the
 * pointer rests on it or focus is inside it. Toasts show after something happened, so a page does
 * not carry their styles: a toast's code and styles are fetched when the first one shows (or
 * beforehand with `Toaster.prefetch`), and it shows once they are in.
 */
export function Toast(props: ToastProps) {
  return <LazyToast open {...props} />;
}

const subscribe = () => () => undefined;

export type ToasterProps = {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
};

/**
 * Renders toasts in a fixed corner. Both live regions are always in the page so that screen
 * readers announce toasts added later: politely, or assertively for critical ones. The toasts
 * themselves show in the browser only, once the page is interactive: a notice raised while the
 * server rendered the page shows then.
 */
function ToasterRegion({ toasts, onDismiss }: ToasterProps) {
  const intl = useIntl();
  // False on the server and while the browser hydrates, true afterwards.
  const interactive = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const isUrgent = (tone: ToastTone | undefined) => tone === 'critical';
  const renderList = (list: readonly ToastData[]) =>
    interactive
      ? list.map(({ id, ...toast }) => <Toast key={id} {...toast} onClose={() => onDismiss(id)} />)
      : null;
  return (
    <section className={styles.viewport} aria-label={intl.formatMessage(messages.region)}>
      <div className={styles.list} aria-live="assertive" aria-atomic="false">
        {renderList(toasts.filter((toast) => isUrgent(toast.tone)))}
      </div>
      <div className={styles.list} aria-live="polite" aria-atomic="false">
        {renderList(toasts.filter((toast) => !isUrgent(toast.tone)))}
      </div>
    </section>
  );
}

export const Toaster = Object.assign(ToasterRegion, {
  /**
   * Fetches the toasts' code alone, e.g. once the page is idle: a toast then needs no request
   * for it, also offline.
   */
  prefetch: () => LazyToast.prefetch(),
});

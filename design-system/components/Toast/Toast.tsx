import { defineMessages, useIntl } from 'react-intl';
import { CloseIcon } from '../Icon';
import { TOAST_AUTO_CLOSE_MS, type ToastAction, type ToastData, type ToastTone } from './toaster';
import * as styles from './Toast.css';
import { useAutoClose } from './useAutoClose';

const messages = defineMessages({
  close: {
    id: 'ds.toast.close',
    defaultMessage: 'Close notification',
    description: 'Label of the close button of a notification toast',
  },
  region: {
    id: 'ds.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the area where notification toasts appear',
  },
});

export type ToastProps = Omit<ToastData, 'id'> & {
  onClose: () => void;
};

/**
 * One notification. Closes by itself after `duration` (5000 ms by default), but never while the
 * pointer rests on it or focus is inside it.
 */
export function Toast({
  title,
  description,
  tone = 'neutral',
  action,
  duration = TOAST_AUTO_CLOSE_MS,
  onClose,
}: ToastProps) {
  const intl = useIntl();
  const { paused, handlers } = useAutoClose(duration, onClose);
  return (
    <div className={styles.toast({ tone })} data-paused={paused || undefined} {...handlers}>
      <span className={styles.marker({ tone })} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? <ToastActionButton action={action} onClose={onClose} /> : null}
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage(messages.close)}
        onClick={onClose}
      >
        <CloseIcon size="md" />
      </button>
    </div>
  );
}

function ToastActionButton({ action, onClose }: { action: ToastAction; onClose: () => void }) {
  return (
    <button
      type="button"
      className={styles.action}
      onClick={() => {
        action.onClick();
        onClose();
      }}
    >
      {action.label}
    </button>
  );
}

export type ToasterProps = {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
};

/**
 * Renders toasts in a fixed corner. Both live regions are always in the page so that screen
 * readers announce toasts added later: politely, or assertively for critical ones.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const intl = useIntl();
  const isUrgent = (tone: ToastTone | undefined) => tone === 'critical';
  const renderList = (list: readonly ToastData[]) =>
    list.map(({ id, ...toast }) => <Toast key={id} {...toast} onClose={() => onDismiss(id)} />);
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

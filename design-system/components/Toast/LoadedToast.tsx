import { defineMessages, useIntl } from 'react-intl';
import { CloseIcon } from '../Icon';
import type { ToastProps } from './Toast';
import * as styles from './Toast.css';
import { TOAST_AUTO_CLOSE_MS, type ToastAction } from './toaster';
import { useAutoClose } from './useAutoClose';

const messages = defineMessages({
  close: {
    id: 'ds.toast.close',
    defaultMessage: 'Close notification',
    description: 'Label of the close button of a notification toast',
  },
});

/** A toast once its code is loaded; its styles come with it (see Toast). */
export function LoadedToast({
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

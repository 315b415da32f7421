import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon, type IconComponent } from '../Icon';
import * as styles from './Alert.css';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneIcons: Record<AlertTone, IconComponent> = {
  info: InfoIcon,
  positive: CheckIcon,
  caution: WarningIcon,
  critical: WarningIcon,
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons or links that resolve the situation. */
  action?: ReactNode;
  /** Decorative icon replacing the tone's own; `null` for none. */
  icon?: ReactNode;
  /**
   * Announce the alert when it appears (after an action failed or succeeded): critical ones
   * interrupt (`role="alert"`), others wait (`role="status"`). Leave off for alerts that are part
   * of the page from the start.
   */
  live?: boolean;
  className?: string;
};

/** A message inside the page about something the shopper should know or fix. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  icon,
  live = false,
  className,
}: AlertProps) {
  const ToneIcon = toneIcons[tone];
  const shownIcon = icon === undefined ? <ToneIcon size="md" /> : icon;
  const role = live ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={[styles.root({ tone }), className].filter(Boolean).join(' ')}>
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}

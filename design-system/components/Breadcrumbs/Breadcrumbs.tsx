import { defineMessages, useIntl } from 'react-intl';
import { ChevronRightIcon } from '../Icon';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './Breadcrumbs.css';

const breadcrumbsMessages = defineMessages({
  label: {
    id: 'ds.breadcrumbs.label',
    defaultMessage: 'Breadcrumbs',
    description: 'Accessible name of the trail of links from the home page to the current page',
  },
});

export interface BreadcrumbItem {
  label: string;
  /** Omit on the last item, the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
}

/** The trail from the home page to the current page; the last item is the current page. */
export function Breadcrumbs({ items, renderLink = renderPlainLink }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(breadcrumbsMessages.label)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {isLast || !item.href ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
              {isLast ? null : (
                <span className={styles.separator}>
                  <ChevronRightIcon size="sm" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useIntl } from 'react-intl';
import { paginationMessages } from './messages';
import * as styles from './ShowMore.css';

export interface ShowMoreProps {
  onClick: () => void;
  /** Items not loaded yet; shown as "24 more". */
  remaining?: number;
  /** The next page is being loaded. */
  loading?: boolean;
}

/** Loads the next page under the current one; pair it with `Pagination` for links that work without JavaScript. */
export function ShowMore({ onClick, remaining, loading = false }: ShowMoreProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.showMore}
      aria-busy={loading}
      onClick={() => {
        if (!loading) onClick();
      }}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {intl.formatMessage(paginationMessages.showMore)}
      {remaining && remaining > 0 ? (
        <span className={styles.showMoreCount}>
          {intl.formatMessage(paginationMessages.remaining, { count: remaining })}
        </span>
      ) : null}
    </button>
  );
}

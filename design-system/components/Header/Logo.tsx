import * as styles from './Header.css';

/** The Savat basket mark: a green basket with an orange leaf. Decorative; name it with text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={className ?? styles.logoMark}
    >
      <path
        className={styles.markLeaf}
        d="M22.6 3.2c4.9-.6 8.6 1 10.4 3.4-2.6 2.3-6.7 3.6-11.4 2.6 1-2.2.6-4 1-6z"
      />
      <path
        className={styles.markBasket}
        d="M20 9.5c-5 0-9.3 3.1-11 7.5H6.2A2.2 2.2 0 0 0 4 19.6l3.1 13.2A4.2 4.2 0 0 0 11.2 36h17.6a4.2 4.2 0 0 0 4.1-3.2L36 19.6a2.2 2.2 0 0 0-2.2-2.6H31c-1.7-4.4-6-7.5-11-7.5zm0 3.6c3 0 5.7 1.5 7.1 3.9H12.9a8.3 8.3 0 0 1 7.1-3.9z"
      />
      <path
        className={styles.markHighlight}
        d="M12.6 21.5c.9 0 1.6.7 1.6 1.6v6.2a1.6 1.6 0 0 1-3.2 0v-6.2c0-.9.7-1.6 1.6-1.6zm7.4 0c.9 0 1.6.7 1.6 1.6v6.2a1.6 1.6 0 0 1-3.2 0v-6.2c0-.9.7-1.6 1.6-1.6zm7.4 0c.9 0 1.6.7 1.6 1.6v6.2a1.6 1.6 0 0 1-3.2 0v-6.2c0-.9.7-1.6 1.6-1.6z"
      />
    </svg>
  );
}

/** The shop's name; the same in every language. */
export const brandName = 'Savat';

/** The mark with the "Savat" wordmark. */
export function Logo() {
  return (
    <span className={styles.logo_}>
      <LogoMark />
      <span className={styles.wordmark}>{brandName}</span>
    </span>
  );
}

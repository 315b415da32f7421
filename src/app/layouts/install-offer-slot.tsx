import { createPortal } from 'react-dom';
import { InstallAppOffer } from '../pwa';
import * as styles from './install-offer-slot.css';

const attribute = 'data-install-offer';

/** The install offer's place in the footer, and the offer where it can work. */
export function InstallOfferSlot() {
  return (
    <div {...{ [attribute]: '' }} className={styles.slot}>
      <InstallAppOffer />
    </div>
  );
}

/** The install offer rendered into its place in the footer's markup as the server rendered it. */
export function installOfferIsland(markup: HTMLElement) {
  const slot = markup.querySelector<HTMLElement>(`[${attribute}]`);
  return slot ? createPortal(<InstallAppOffer />, slot) : null;
}

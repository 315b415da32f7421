import { useUnit } from 'effector-react';
import { lazyComponent } from 'design-system';
import { onDemand } from '@/shared/lib/on-demand';
import { $installOffered } from './install';

// Offered only where installing can work, once the browser says so: the offer's code and styles
// are loaded then, not with every page.
const loadPanel = onDemand(() => import('./install-offer-panel'));
const InstallOfferPanel = lazyComponent(async () => (await loadPanel()).InstallOfferPanel);

/** "Install the app" for the footer and the account page; shown only where it can work. */
export function InstallAppOffer() {
  const offered = useUnit($installOffered);
  if (!offered) return null;
  return <InstallOfferPanel />;
}

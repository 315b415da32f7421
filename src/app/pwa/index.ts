// Offline support as the page shows it: the offline banner and the install offer, with their
// models. The worker and the build checks load after hydration (./background.ts).
import './connectivity';
import './install';

export { pwaStarted } from './started';
export { $online, wentOffline, wentOnline } from './connectivity';
export {
  $installOffered,
  $iosInstructionsOpen,
  $isIos,
  installClicked,
  iosInstructionsClosed,
} from './install';
export { reloadGuarded } from './reload-guard';
export { OfflineBanner, prefetchOfflineBanner } from './offline-banner';
export { InstallAppOffer } from './install-offer';

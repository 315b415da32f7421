// Offline support as the page shows it: the offline banner and the install offer, with their
// models. The worker and the build checks load after hydration (./background.ts).
import './model/connectivity';
import './model/install';

export { pwaStarted, type PwaStartParams } from './model/started';
export { $online, wentOffline, wentOnline } from './model/connectivity';
export {
  $installOffered,
  $iosInstructionsOpen,
  $isIos,
  appInstalled,
  installClicked,
  iosInstructionsClosed,
} from './model/install';
export { reloadGuarded, reloadGuardKey, reloadGuardMs } from './reload-guard';
export { OfflineBanner } from './ui/offline-banner';
export { InstallAppOffer, IosInstallDialog } from './ui/install-offer';

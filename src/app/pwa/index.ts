import './model/connectivity';
import './model/worker';
import './model/builds';
import './model/install';

export { pwaStarted, type PwaStartParams } from './model/started';
export { $online, wentOffline, wentOnline } from './model/connectivity';
export {
  $offlineReady,
  forgetPersonalCachesFx,
  offlineReadyKey,
  offlineReadyReached,
  workerUpdated,
} from './model/worker';
export {
  $newBuildAvailable,
  buildCheckRequested,
  chunkLoadFailed,
  latestBuildUrl,
} from './model/builds';
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

// What offline support runs in the background once the page has hydrated: the offline worker and
// the checks for a newer build. Nothing on the page shows them, so their code is loaded then too
// (start-client.tsx), not before the first render.
import './worker';
import './builds';

export { $offlineReady, offlineReadyReached, workerUpdated } from './worker';
export { $newBuildAvailable, buildCheckRequested } from './builds';

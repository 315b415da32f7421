import { createEvent } from 'effector';

export interface PwaStartParams {
  /** The id of the build this page came from (`<meta name="savat-build">`); none in development. */
  buildId: string | null;
}

/** The page has hydrated in the browser: the offline worker, build checks and prompts start. */
export const pwaStarted = createEvent<PwaStartParams>();

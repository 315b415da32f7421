export { LIVE_REGION_DELAY_MS, LiveRegion } from './LiveRegion';
export type { LiveAnnouncement, LiveRegionProps } from './LiveRegion';

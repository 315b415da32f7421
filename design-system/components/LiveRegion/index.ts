export { LIVE_REGION_DELAY_MS, LiveRegion, useLiveAnnouncement } from './LiveRegion';
export type { LiveAnnouncement, LiveRegionProps } from './LiveRegion';

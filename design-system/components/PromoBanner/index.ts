export { PromoBanner, promoBannerHeadingLevels } from './PromoBanner';
export type { PromoBannerHeadingLevel, PromoBannerProps } from './PromoBanner';

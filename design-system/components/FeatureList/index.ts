export { FeatureList, featureListHeadingLevels } from './FeatureList';
export type { Feature, FeatureListHeadingLevel, FeatureListProps } from './FeatureList';

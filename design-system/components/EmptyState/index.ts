export { EmptyState, emptyStateHeadingLevels, emptyStateVariants } from './EmptyState';
export type { EmptyStateHeadingLevel, EmptyStateProps, EmptyStateVariant } from './EmptyState';

export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export type { SkeletonVariants } from './Skeleton.css';

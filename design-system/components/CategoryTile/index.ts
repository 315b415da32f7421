export { CategoryTile } from './CategoryTile';
export type { CategoryTileImage, CategoryTileProps } from './CategoryTile';

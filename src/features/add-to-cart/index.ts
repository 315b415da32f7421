export { CartProductTile } from './ui/cart-product-tile';

// What the cart needs from the product: the stock and price check of its lines.
export { checkProducts } from '../api/check-products';

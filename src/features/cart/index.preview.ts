// The cart's part of the page before the app starts: light enough for the browser entry.
export { cartPreviewAttribute, previewStoredCart } from './preview';
export { applyEarlyAdd } from './early-add';

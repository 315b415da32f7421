export { Dialog, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';

export { Dialog, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export type { DialogContentVariants } from './Dialog.css';

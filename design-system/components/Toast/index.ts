export { Toast, Toaster } from './Toast';
export type { ToastProps, ToasterProps } from './Toast';
export type { ToastVariants } from './Toast.css';
export { createToaster, TOAST_AUTO_CLOSE_MS, toastTones, useToasts } from './toaster';
export type { ToasterStore, ToastAction, ToastData, ToastInput, ToastTone } from './toaster';

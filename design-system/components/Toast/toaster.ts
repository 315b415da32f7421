import { useSyncExternalStore, type ReactNode } from 'react';

/** Notification toasts close by themselves after this long (from the storefront specification). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export const toastTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastAction = { label: string; onClick: () => void };

export type ToastData = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  action?: ToastAction;
  /** Milliseconds before closing by itself; `null` keeps it open until closed. */
  duration?: number | null;
};

export type ToastInput = Omit<ToastData, 'id'> & { id?: string };

/** A tiny store of toasts for apps without a state manager of their own. */
export type ToasterStore = {
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  getToasts: () => readonly ToastData[];
  subscribe: (listener: () => void) => () => void;
};

export function createToaster({ limit = 3 }: { limit?: number } = {}): ToasterStore {
  let toasts: readonly ToastData[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const update = (next: readonly ToastData[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  return {
    show(input) {
      counter += 1;
      const id = input.id ?? `toast-${counter}`;
      const rest = toasts.filter((toast) => toast.id !== id);
      update([...rest, { ...input, id }].slice(-limit));
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) {
        update(toasts.filter((toast) => toast.id !== id));
      }
    },
    clear() {
      if (toasts.length > 0) update([]);
    },
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The toasts of a `createToaster()` store, re-rendering on every change. */
export function useToasts(toaster: ToasterStore): readonly ToastData[] {
  return useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
}

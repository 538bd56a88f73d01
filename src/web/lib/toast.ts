import { useSyncExternalStore } from 'react';

/**
 * Toasts (react-toastify) without putting it in the first download: the library is fetched when
 * the first message is shown. docs/product.md#states-and-messages: bottom left, about 3 seconds.
 */
export type ToastKind = 'success' | 'error' | 'info';

let mounted = false;
const listeners = new Set<() => void>();

/** Asks the app to mount its (lazy) toast container; toasts sent before it mounts wait in a queue. */
export function requestToasts() {
  if (mounted) return;
  mounted = true;
  listeners.forEach((listener) => listener());
}

export function notify(kind: ToastKind, message: string): void {
  requestToasts();
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}

/** True once the toast container should be in the page. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mounted,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a page drawn on the server is shown without its code, true once the browser has taken
 * it over (and always in a page the browser draws itself). A choice made in a drawn `<select>` before
 * then would be undone by hydration, which sets the control back to the drawn value; such controls
 * stay disabled until this is true, so no choice is silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

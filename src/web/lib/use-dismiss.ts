import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (dropdown, mini cart) on Escape, on a click or focus outside `container`, and
 * returns focus to its button on Escape.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger?.current?.focus();
    };
    const onOutside = (event: Event) => {
      const node = container.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, container, trigger]);
}

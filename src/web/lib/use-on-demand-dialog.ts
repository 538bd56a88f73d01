import { useRef, useState } from 'react';

/**
 * A dialog whose code (and its dialog library) is fetched when first wanted, not with the page: the
 * props of the button that opens it, and the state its lazily loaded panel needs. Pointing at or
 * focusing the button starts the download, so the panel is usually there by the click.
 */
export function useOnDemandDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    /** True once the panel should be rendered (it stays mounted, closed, afterwards). */
    wanted,
    /** Where focus goes when the panel closes: the button, which is not a Radix trigger. */
    returnFocus: () => trigger.current?.focus(),
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    },
  };
}

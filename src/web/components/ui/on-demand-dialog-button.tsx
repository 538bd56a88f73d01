import { Suspense, type ReactNode } from 'react';
import { useOnDemandDialog } from '#web/lib/use-on-demand-dialog.ts';
import { Button, type ButtonProps } from './button.tsx';

/** What the lazily loaded panel is handed to open, close and give focus back. */
export interface OnDemandDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button; it is not a Radix trigger). */
  returnFocus: () => void;
}

export interface OnDemandDialogButtonProps extends Omit<ButtonProps, 'type' | 'onClick'> {
  /** Fetches the panel's code: the same import its `lazy()` component is made from. */
  load: () => Promise<unknown>;
  /** The panel (a `lazy()` component), rendered once first wanted and left mounted, closed, afterwards. */
  panel: (dialog: OnDemandDialogState) => ReactNode;
}

/**
 * A button that opens a dialog whose code is fetched when first wanted (lib/use-on-demand-dialog.ts):
 * the enquiry and the exhibition application.
 */
export function OnDemandDialogButton({ load, panel, children, ...button }: OnDemandDialogButtonProps) {
  const { open, setOpen, wanted, returnFocus, triggerProps } = useOnDemandDialog(load);
  return (
    <>
      <Button {...button} {...triggerProps}>
        {children}
      </Button>
      {wanted ? <Suspense fallback={null}>{panel({ open, onOpenChange: setOpen, returnFocus })}</Suspense> : null}
    </>
  );
}

import { useState, type ReactElement, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The control that opens the dialog (a button). */
  trigger: ReactElement;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs on confirm; the dialog closes when it answers true. */
  onConfirm: () => Promise<boolean> | boolean;
  busy?: boolean;
}

/** Asks before something that cannot be undone (emptying a cart, deleting an address). */
export function ConfirmDialog({
  trigger,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content className="confirm-dialog">
          <Dialog.Title className="confirm-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="confirm-dialog__text">{text}</Dialog.Description>
          <div className="confirm-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Button
              busy={busy}
              onClick={async () => {
                if (await onConfirm()) setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import styles from './form-dialog.module.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The accessible name of the header's close button. */
  closeLabel: string;
  /** The control that takes focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes when the dialog closes (the opener is not a Radix trigger). */
  returnFocus: () => void;
  /** The wider panel, for a longer form. */
  large?: boolean;
  /** The dialog's body and footer (form-dialog.module.css's body, grid and footer). */
  children: ReactNode;
}

/** The storefront's form dialog: overlay, panel and a header with its title, description and close button. */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, title, description, closeLabel, initialFocus, returnFocus, large, children } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={large ? `${styles.dialog} ${styles.large}` : styles.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocus.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={styles.iconClose} aria-label={closeLabel}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface FormDialogFooterProps {
  /** The words of the Close button. */
  closeLabel: string;
  /** The form's submit button; none once the form is done with. */
  submit?: { label: string; busyLabel: string; busy: boolean };
}

/** The dialog's footer: Close and, for a form, its submit button, which says so while it sends. */
export function FormDialogFooter({ closeLabel, submit }: FormDialogFooterProps) {
  return (
    <div className={styles.footer}>
      <Dialog.Close asChild>
        <Button variant="secondary">{closeLabel}</Button>
      </Dialog.Close>
      {submit ? (
        <Button type="submit" busy={submit.busy}>
          {submit.busy ? submit.busyLabel : submit.label}
        </Button>
      ) : null}
    </div>
  );
}

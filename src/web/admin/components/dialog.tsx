import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';

/** A modal with a title, an optional description and the screen's own body and buttons. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'sm' | 'md';
}) {
  // Opened from code rather than a Radix trigger: the element focused before it opened (the button
  // that asked) gets the focus back when it closes, instead of the page's body.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="adm-dialog-overlay" />
        <RadixDialog.Content
          className={`adm-dialog adm-dialog--${size}`}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
            opener.current = null;
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="adm-dialog-header">
            <RadixDialog.Title className="adm-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="adm-icon-button" aria-label={t('common.close')}>
              <Icon name="close" size={18} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="adm-dialog-description">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import './mobile-drawer.css';

/** The drawer itself (Radix dialog: focus trap, Escape, scroll lock, inert background). */
export default function MobileDrawerPanel({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the menu button; it is not a Radix trigger). */
  returnFocus: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-drawer__overlay" />
        <Dialog.Content
          className="mobile-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="mobile-drawer__head">
            <Dialog.Title className="mobile-drawer__title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('actions.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="mobile-drawer__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

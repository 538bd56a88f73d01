import { useEffect, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import './mobile-drawer.css';

/** The off-canvas menu of small screens (a Radix dialog: focus trap, Escape, scroll lock). */
export function MobileDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button mobile-drawer__trigger" aria-label={t('nav.openMenu')}>
        <MenuIcon size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-drawer__overlay" />
        <Dialog.Content className="mobile-drawer" aria-describedby={undefined}>
          <div className="mobile-drawer__head">
            <Dialog.Title className="mobile-drawer__title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('actions.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="mobile-drawer__body">{children(() => setOpen(false))}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '#web/components/ui/icons.tsx';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { useOnDemandDialog } from '#web/lib/use-on-demand-dialog.ts';

// The dialog library is fetched when the menu is first wanted, not with the page.
const loadPanel = () => import('./mobile-drawer-panel.tsx');
const MobileDrawerPanel = lazyWithTimeout(loadPanel);

/** The off-canvas menu of small screens: a light button, and a Radix dialog loaded on first use. */
export function MobileDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const { open, setOpen, wanted, returnFocus, triggerProps } = useOnDemandDialog(loadPanel);
  const { pathname } = useLocation();
  // Following a link closes the drawer. Only a new address does: the effects of a page just taken
  // over run a frame after it, and a tap that opened the menu in between was undone by a close here.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  return (
    <>
      <button {...triggerProps} className="icon-button mobile-drawer__trigger" aria-label={t('nav.openMenu')}>
        <MenuIcon size={22} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onOpenChange={setOpen} returnFocus={returnFocus}>
            {children(() => setOpen(false))}
          </MobileDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}

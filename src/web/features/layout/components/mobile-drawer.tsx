import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '#web/components/ui/icons.tsx';

// The dialog library is fetched when the menu is first wanted, not with the page.
const loadPanel = () => import('./mobile-drawer-panel.tsx');
const MobileDrawerPanel = lazy(loadPanel);

/** The off-canvas menu of small screens: a light button, and a Radix dialog loaded on first use. */
export function MobileDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button mobile-drawer__trigger"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={22} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          >
            {children(() => setOpen(false))}
          </MobileDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { useOnDemandDialog } from '#web/lib/use-on-demand-dialog.ts';
import styles from './filters-drawer.module.css';

export interface FiltersDrawerProps {
  /** Filters in force, shown on the button. */
  activeCount: number;
  /** Works matching now, for the button that closes the drawer; undefined while loading. */
  total: number | undefined;
  onClear: () => void;
  children: ReactNode;
}

// The dialog library is fetched when the drawer is first wanted, not with the page.
const loadPanel = () => import('./filters-drawer-panel.tsx');
const FiltersDrawerPanel = lazyWithTimeout(loadPanel);

/** On small screens the filters slide in from the side of reading, in a modal dialog. */
export function FiltersDrawer({ activeCount, total, onClear, children }: FiltersDrawerProps) {
  const { t } = useTranslation('catalog');
  const { open, setOpen, wanted, returnFocus, triggerProps } = useOnDemandDialog(loadPanel);
  return (
    <>
      <button {...triggerProps} className={styles.trigger}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M2 5h16M5 10h10M8 15h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        </svg>
        {t('filters.open')}
        {activeCount > 0 ? (
          <span className={styles.badge}>
            <span className="visually-hidden">(</span>
            {activeCount}
            <span className="visually-hidden">)</span>
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersDrawerPanel
            open={open}
            onOpenChange={setOpen}
            returnFocus={returnFocus}
            activeCount={activeCount}
            total={total}
            onClear={onClear}
          >
            {children}
          </FiltersDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}

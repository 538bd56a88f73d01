import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styles from './filters-drawer.module.css';

export interface FiltersDrawerProps {
  /** Filters in force, shown on the button. */
  activeCount: number;
  /** Works matching now, for the button that closes the drawer; undefined while loading. */
  total: number | undefined;
  onClear: () => void;
  children: ReactNode;
}

/** On small screens the filters slide in from the side of reading, in a modal dialog. */
export function FiltersDrawer({ activeCount, total, onClear, children }: FiltersDrawerProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trigger}>
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{t('filters.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('filters.close')}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
          <footer className={styles.footer}>
            <button type="button" className={styles.clear} onClick={onClear} disabled={activeCount === 0}>
              {t('filters.clear')}
            </button>
            <Dialog.Close className={styles.show}>
              {total === undefined ? t('filters.showResults') : t('filters.showCount', { count: total })}
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

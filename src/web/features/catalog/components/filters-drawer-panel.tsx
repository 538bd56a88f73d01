import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import styles from './filters-drawer.module.css';

export interface FiltersDrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the filters button; it is not a Radix trigger). */
  returnFocus: () => void;
  activeCount: number;
  total: number | undefined;
  onClear: () => void;
  children: ReactNode;
}

/** The drawer itself (Radix dialog: focus trap, Escape, scroll lock, inert background). */
export default function FiltersDrawerPanel({
  open,
  onOpenChange,
  returnFocus,
  activeCount,
  total,
  onClear,
  children,
}: FiltersDrawerPanelProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
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

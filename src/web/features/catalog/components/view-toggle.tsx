import { useTranslation } from 'react-i18next';
import type { ArtworkView } from '../hooks/artwork-query.ts';
import styles from './list-toolbar.module.css';

/** Grid or list presentation of the artworks; two toggle buttons in a labelled group. */
export function ViewToggle({ value, onChange }: { value: ArtworkView; onChange: (view: ArtworkView) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="group" aria-label={t('view.label')} className={styles.toggle}>
      <button type="button" aria-pressed={value === 'grid'} onClick={() => onChange('grid')} title={t('view.grid')}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{t('view.grid')}</span>
      </button>
      <button type="button" aria-pressed={value === 'list'} onClick={() => onChange('list')} title={t('view.list')}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M2 3h5v5H2zM9 4h9v1.5H9zM9 6.5h6V8H9zM2 12h5v5H2zM9 13h9v1.5H9zM9 15.5h6V17H9z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{t('view.list')}</span>
      </button>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortOptions } from '#shared/catalog-options.ts';
import type { ArtworkSort } from '../hooks/artwork-query.ts';
import styles from './list-toolbar.module.css';

export function SortSelect({ value, onChange }: { value: ArtworkSort; onChange: (sort: ArtworkSort) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('sort.label')}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ArtworkSort)} className={styles.select}>
        {sortOptions.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

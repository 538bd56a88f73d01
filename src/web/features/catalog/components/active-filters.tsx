import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFilters } from '#shared/api/catalog.ts';
import { Price } from '#web/components/ui/price.tsx';
import { listFilters, type ArtworkQuery, type ListFilter } from '../hooks/artwork-query.ts';
import styles from './list-toolbar.module.css';

const facetsOf: Record<ListFilter, keyof Omit<ProductFilters, 'price'>> = {
  artist: 'artists',
  category: 'categories',
  tag: 'tags',
  medium: 'mediums',
  orientation: 'orientations',
};

/** The filters in force as removable chips, so what narrows the list is visible on every screen size. */
export function ActiveFilters({
  query,
  filters,
  update,
  onClear,
}: {
  query: ArtworkQuery;
  filters: ProductFilters | undefined;
  update: (change: Partial<ArtworkQuery>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  const chips: { key: string; label: ReactNode; remove: () => void }[] = [];
  if (query.search)
    chips.push({
      key: 'q',
      // Quoted as the language quotes: «…» in Arabic and French, „…“ in German.
      label: t('search.quoted', { term: query.search }),
      remove: () => update({ search: '' }),
    });
  for (const filter of listFilters) {
    for (const slug of query[filter]) {
      const facet = filters?.[facetsOf[filter]].find((f) => f.slug === slug);
      const name = filter === 'orientation' ? t(`orientation.${slug}`, { defaultValue: slug }) : (facet?.name ?? slug);
      chips.push({
        key: `${filter}-${slug}`,
        label: name,
        remove: () => update({ [filter]: query[filter].filter((s) => s !== slug) }),
      });
    }
  }
  if (query.minPrice !== null || query.maxPrice !== null) {
    const label =
      query.minPrice !== null && query.maxPrice !== null ? (
        <>
          <Price baisa={query.minPrice} /> – <Price baisa={query.maxPrice} />
        </>
      ) : query.minPrice !== null ? (
        <>
          {t('filters.from')} <Price baisa={query.minPrice} />
        </>
      ) : (
        <>
          {t('filters.upTo')} <Price baisa={query.maxPrice!} />
        </>
      );
    chips.push({
      key: 'price',
      label,
      remove: () => update({ minPrice: null, maxPrice: null }),
    });
  }
  if (query.availability !== 'all') {
    chips.push({
      key: 'availability',
      label: t(`filters.availabilityOption.${query.availability}`),
      remove: () => update({ availability: 'all' }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.remove}>
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.chipX}>
                ×
              </span>
              <span className="visually-hidden">{t('filters.remove')}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClear}>
        {t('filters.clear')}
      </button>
    </div>
  );
}

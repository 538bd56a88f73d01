import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/api/catalog.ts';
import { formatDimensions, formatEdition, sizesMark } from './artwork-format.ts';
import styles from './artwork-facts.module.css';

type Facts = Pick<
  Product,
  | 'medium'
  | 'support'
  | 'width_cm'
  | 'height_cm'
  | 'depth_cm'
  | 'orientation'
  | 'year'
  | 'edition_type'
  | 'edition_size'
  | 'edition_number'
  | 'framed'
  | 'category'
>;

/** The wall label of an artwork (docs/product.md#artworks): medium, support, size, orientation, year, edition, frame. */
export function ArtworkFacts({ artwork }: { artwork: Facts }) {
  const { t, i18n } = useTranslation('catalog');
  const dimensions = formatDimensions(artwork, t, i18n.language);
  const rows: { key: string; term: string; value: ReactNode }[] = [];
  if (artwork.medium)
    rows.push({
      key: 'medium',
      term: t('facts.medium'),
      value: artwork.medium,
    });
  if (artwork.support)
    rows.push({
      key: 'support',
      term: t('facts.support'),
      value: artwork.support,
    });
  if (dimensions)
    rows.push({
      key: 'dimensions',
      term: t('facts.dimensions'),
      value: dimensions,
    });
  if (artwork.orientation)
    rows.push({
      key: 'orientation',
      term: t('facts.orientation'),
      value: t(`orientation.${artwork.orientation}`),
    });
  if (artwork.year)
    rows.push({
      key: 'year',
      term: t('facts.year'),
      value: String(artwork.year),
    });
  rows.push({
    key: 'edition',
    term: t('facts.edition'),
    value: formatEdition(artwork, t),
  });
  rows.push({
    key: 'framed',
    term: t('facts.frame'),
    value: artwork.framed ? t('facts.framed') : t('facts.unframed'),
  });
  if (artwork.category.length)
    rows.push({
      key: 'category',
      term: t('facts.category'),
      value: artwork.category.join(', '),
    });

  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} {...(row.key === 'dimensions' ? sizesMark(artwork) : {})}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

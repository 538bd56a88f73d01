import { useTranslation } from 'react-i18next';
import './stars.css';

export const STAR_COUNT = 5;

/**
 * A rating as five stars (docs/product.md#constants), with the number for screen readers. An
 * unrated work (0) shows none: five empty stars would read as a poor rating.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(STAR_COUNT, Math.round(rating)));
  if (value === 0) return null;
  return (
    <span
      className={['stars', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={t('rating.label', { rating: value, max: STAR_COUNT })}
    >
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          width="14"
          height="14"
          aria-hidden="true"
          className={i < value ? 'stars__on' : 'stars__off'}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/api/catalog.ts';
import styles from './availability-mark.module.css';

/** The gallery's small label for a work that is no longer for sale: 'Sold' (red dot) or 'Reserved'. */
export function AvailabilityMark({
  availability,
  className,
}: {
  availability: Product['availability'];
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  if (availability === 'available') return null;
  return (
    <span className={[styles.mark, styles[availability], className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`availability.${availability}`)}
    </span>
  );
}

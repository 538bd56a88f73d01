import { Link, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, keeping the rest of the query string. */
  hrefFor: (page: number) => To;
}

/** The pages to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number, neighbours = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(p - 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true" className={styles.arrow}>
                ←
              </span>
              <span className={styles.stepLabel}>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true" className={styles.arrow}>
                ←
              </span>
              <span className={styles.stepLabel}>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className={styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={styles.step} rel="next">
              <span className={styles.stepLabel}>{t('pagination.next')}</span>
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span className={styles.stepLabel}>{t('pagination.next')}</span>
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

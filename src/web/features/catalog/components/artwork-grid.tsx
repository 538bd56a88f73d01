import type { ProductCard } from '#shared/api/catalog.ts';
import { PAGE_GUTTER } from '#shared/media.ts';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { ArtworkCard } from './artwork-card.tsx';
import styles from './artwork-grid.module.css';

export interface ArtworkGridProps {
  artworks: ProductCard[];
  view?: 'grid' | 'list';
  /** How many of the first cards load their images eagerly and first (the ones above the fold). */
  eager?: number;
  /** 'wide' fills the page (related works); 'list' sits beside the filters. */
  layout?: 'beside-filters' | 'wide';
  headingLevel?: 2 | 3;
  label?: string;
}

/*
 * How wide a card is rendered in each layout, from artwork-grid.module.css (columns and their gap),
 * artworks-list.module.css (the filter column beside the list) and the page's gutters. The first
 * cards of a list are fetched before layout, with these; the rest take their rendered width (`auto`).
 */
const COLUMN_GAP = 'clamp(1.25rem, 2.5vw, 2.25rem)';
const PAGE_WIDTH = `(100vw - 2 * ${PAGE_GUTTER})`;
const BESIDE_FILTERS_SLOT_SIZES = [
  `(min-width: 1024px) calc((min(100vw, 1240px) - 2 * ${PAGE_GUTTER} - 15.5rem - clamp(2.5rem, 4vw, 4rem) - 2 * ${COLUMN_GAP}) / 3)`,
  `(min-width: 600px) calc((${PAGE_WIDTH} - ${COLUMN_GAP}) / 2)`,
  `calc((${PAGE_WIDTH} - 1rem) / 2)`,
].join(', ');
const WIDE_SLOT_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 600px) 45vw, 48vw';

export function ArtworkGrid({
  artworks,
  view = 'grid',
  eager = 0,
  layout = 'beside-filters',
  headingLevel,
  label,
}: ArtworkGridProps) {
  const sizes = layout === 'wide' ? WIDE_SLOT_SIZES : BESIDE_FILTERS_SLOT_SIZES;
  return (
    <ul className={[styles.grid, styles[layout], view === 'list' ? styles.list : ''].join(' ')} aria-label={label}>
      {artworks.map((artwork, index) => {
        const card = (
          <ArtworkCard
            artwork={artwork}
            view={view}
            sizes={sizes}
            priority={index < eager}
            headingLevel={headingLevel}
          />
        );
        // Every card is a hydration boundary of its own (lib/hydration.tsx), those of the first screen
        // too: hydrated in one piece with the screen, /arts' first three cards were about a sixth of the
        // longest task a phone ran as the page was hydrated.
        return (
          <li key={artwork.id}>
            <SelectiveHydration>{card}</SelectiveHydration>
          </li>
        );
      })}
    </ul>
  );
}

/** Grey placeholders of the grid's shape while a page of artworks loads. */
export function ArtworkGridSkeleton({
  count = 6,
  view = 'grid',
  label,
}: {
  count?: number;
  view?: 'grid' | 'list';
  label: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul
        className={[styles.grid, styles['beside-filters'], view === 'list' ? styles.list : ''].join(' ')}
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.skeleton}>
            <span className={styles.skeletonWall} />
            <span className={styles.skeletonText}>
              <span className={styles.skeletonLine} style={{ inlineSize: '70%' }} />
              <span className={styles.skeletonLine} style={{ inlineSize: '45%' }} />
              <span className={styles.skeletonLine} style={{ inlineSize: '30%' }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

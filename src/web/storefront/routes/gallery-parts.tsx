import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '#shared/api/catalog.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Breadcrumb, type BreadcrumbItem } from '#web/components/ui/breadcrumb.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { ArtworkCard } from '#web/features/catalog/components/artwork-card.tsx';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import styles from './gallery-parts.module.css';

/** docs/product.md#screens: the gallery's screens say 'Loading...' until their data arrives. */
export function LoadingState({ tall = false }: { tall?: boolean }) {
  const { t } = useTranslation('gallery');
  return (
    <div className={[styles.loading, tall ? styles.tall : ''].join(' ')} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}

/** True when the API said the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404
  );
}

/**
 * What a detail page shows when its subject is unknown (a 404 from the API) or could not be loaded:
 * its own title, a way back to the list, or a retry. Kept out of search results either way.
 */
export function MissingState({
  title,
  text,
  crumbs,
  back,
  onRetry,
}: {
  title: string;
  text: ReactNode;
  crumbs: BreadcrumbItem[];
  back: { to: string; label: string };
  onRetry?: () => void;
}) {
  const { t } = useTranslation('gallery');
  return (
    <div className={`container ${styles.missing}`}>
      <Seo title={title} noindex />
      <Breadcrumb className={styles.crumbs} items={crumbs} />
      <EmptyState
        title={
          <span role="heading" aria-level={1}>
            {title}
          </span>
        }
        action={
          <div className={styles.actions}>
            {onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {t('actions.retry')}
              </Button>
            ) : null}
            <ButtonLink to={back.to}>{back.label}</ButtonLink>
          </div>
        }
      >
        <p>{text}</p>
      </EmptyState>
    </div>
  );
}

/**
 * The artworks of an exhibition or an artist (docs/product.md#screens): the catalogue's card (image, name, price with
 * the currency symbol, linking to /arts/{product_slug}) in 4 columns on extra-large screens, 3 on
 * large, 2 on medium and 1 on small. The grid comes after the exhibition's or the artist's own first
 * screen: each card is a hydration boundary of its own (lib/hydration.tsx).
 */
export function GalleryArtworkGrid({ artworks, label }: { artworks: ProductCard[]; label?: string }) {
  return (
    <ul className={styles.artworkGrid} aria-label={label}>
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <SelectiveHydration>
            <ArtworkCard
              artwork={artwork}
              sizes="(min-width: 1240px) 280px, (min-width: 992px) 30vw, (min-width: 768px) 45vw, 90vw"
            />
          </SelectiveHydration>
        </li>
      ))}
    </ul>
  );
}

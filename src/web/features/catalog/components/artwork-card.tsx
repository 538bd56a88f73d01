import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '#shared/api/catalog.ts';
import { FactLine } from '#web/components/ui/fact-line.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { ArtworkOnWall } from './artwork-on-wall.tsx';
import { AvailabilityMark } from './availability-mark.tsx';
import { formatDimensions, sizesMark } from './artwork-format.ts';
import { artworkPath } from './artwork-path.ts';
import { QuickViewButton } from './quick-view.tsx';
import styles from './artwork-card.module.css';

export interface ArtworkCardProps {
  artwork: ProductCard;
  /** 'list' lays the card out in a row with more of the wall label. */
  view?: 'grid' | 'list';
  /** The `sizes` of the image for the grid it sits in. */
  sizes?: string;
  /** The first cards of a page are above the fold: load their images first. */
  priority?: boolean;
  /** The heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** An artwork in a grid: the work on its wall, then its label (title, artist, facts, price). */
export function ArtworkCard({
  artwork,
  view = 'grid',
  sizes = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 600px) 45vw, 90vw',
  priority = false,
  headingLevel = 3,
}: ArtworkCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const artist = artwork.artist?.full_name;
  const dimensions = formatDimensions(artwork, t, i18n.language);
  const alt =
    artwork.feature_image_set?.alt ||
    (artist ? t('card.imageAlt', { name: artwork.product_name, artist }) : artwork.product_name);
  const facts = [artwork.medium, dimensions, artwork.year ? String(artwork.year) : null].filter(Boolean);

  return (
    <article className={[styles.card, view === 'list' ? styles.list : styles.grid, 'quick-view-host'].join(' ')}>
      <div className={styles.media}>
        <ArtworkOnWall
          image={artwork.feature_image_set}
          sizes={view === 'list' ? '(min-width: 600px) 240px, 35vw' : sizes}
          alt={alt}
          priority={priority}
        />
        {artwork.availability !== 'available' ? (
          <AvailabilityMark availability={artwork.availability} className={styles.mark} />
        ) : null}
        {/* Above the card's covering link (docs/product.md#screens: quick view from the card); only where a quick view is offered. */}
        <QuickViewButton artwork={artwork} />
      </div>
      <div className={styles.label}>
        <Heading className={styles.title}>
          {/* The link covers the whole card (see .link::after); the other texts stay selectable above it. */}
          <Link to={artworkPath(artwork)} className={styles.link}>
            {artwork.product_name}
          </Link>
        </Heading>
        {artist ? <p className={styles.artist}>{artist}</p> : null}
        {facts.length ? (
          <p className={styles.facts} {...sizesMark(artwork)}>
            <FactLine facts={facts} />
          </p>
        ) : null}
        <p className={styles.price}>
          <PriceWithDiscount price={artwork.price} discount={artwork.discount} salePrice={artwork.product_price} />
        </p>
      </div>
    </article>
  );
}

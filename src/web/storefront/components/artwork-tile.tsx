import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '#shared/api/catalog.ts';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import './cards.css';

/** docs/product.md#screens artwork card: feature image, name and price, linking to the artwork. */
export function ArtworkTile({ artwork, sizes }: { artwork: ProductCard; sizes: string }) {
  const { t } = useTranslation();
  const sold = artwork.availability === 'sold';
  return (
    <article className="card artwork-tile">
      <Link to={`/arts/${artwork.product_slug}`} className="card__link">
        <ResponsiveImage image={artwork.feature_image_set} sizes={sizes} aspectRatio="4 / 5" fit="contain" alt="" />
        <div className="card__body">
          <h3 className="card__title card__title--sm">{artwork.product_name}</h3>
          {artwork.artist ? <p className="card__meta">{artwork.artist.full_name}</p> : null}
          <p className="card__price">
            {sold ? (
              <span className="card__sold">{t('artwork.sold')}</span>
            ) : (
              <PriceWithDiscount price={artwork.price} discount={artwork.discount} salePrice={artwork.product_price} />
            )}
            {artwork.availability === 'reserved' ? (
              <span className="card__reserved">{t('artwork.reserved')}</span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}

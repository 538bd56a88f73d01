import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import type { SavedArtwork } from '#web/lib/state/saved-artwork.ts';

/** The wishlist and compare screens share this list of saved artworks. */
export function SavedList({ title, empty, items, onRemove }: { title: string; empty: string; items: SavedArtwork[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={title} />
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <section className="container section">
        {items.length === 0 ? (
          <EmptyState title={empty} action={<ButtonLink to="/arts">{t('actions.browseArtworks')}</ButtonLink>} />
        ) : (
          <ul className="grid grid--artworks saved-list">
            {items.map((item) => (
              <li key={item.id} className="card">
                <Link to={`/arts/${item.product_slug}`} className="card__link">
                  <ResponsiveImage image={item.feature_image_set} sizes="(min-width: 1024px) 23vw, 46vw" aspectRatio="4 / 5" fit="contain" alt="" />
                  <span className="card__title card__title--sm">{item.product_name}</span>
                </Link>
                <p className="card__price">
                  <PriceWithDiscount price={item.price} discount={item.discount} salePrice={item.product_price} />
                </p>
                <button type="button" className="link-button saved-list__remove" onClick={() => onRemove(item.id)} aria-label={t('saved.remove', { name: item.product_name })}>
                  <CloseIcon size={14} /> {t('actions.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

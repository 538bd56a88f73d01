import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { CloseIcon, HeartIcon } from '#web/components/ui/icons.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import type { SavedArtwork } from '#web/lib/state/saved-artwork.ts';
import { useSavedLists } from '#web/lib/state/use-saved-lists.ts';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { useCartLines } from '#web/features/cart/hooks/use-cart.ts';
import { PersonalScreen } from '../components/personal-screen.tsx';
import './saved-lists.css';

/** The way to buy a kept artwork: Add To Cart, or what stands in its place. */
function BuyAction({ item, inCart }: { item: SavedArtwork; inCart: number }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  if (item.affiliateLink) {
    return (
      <a href={item.affiliateLink} target="_blank" rel="noopener noreferrer" className="btn btn--primary btn--sm">
        {t('purchase.buyNow')}
        <span className="visually-hidden"> {t('purchase.newTab')}</span>
      </a>
    );
  }
  if (item.availability === 'sold' || item.availability === 'reserved') {
    return (
      <span className="saved-row__status">
        {tc(item.availability === 'sold' ? 'artwork.sold' : 'artwork.reserved')}
      </span>
    );
  }
  // A print in several colours and sizes is chosen on its page.
  if (item.variation && item.variation.length > 0) {
    return (
      <ButtonLink to={`/arts/${item.product_slug}`} variant="secondary" size="sm">
        {tc('saved.chooseOptions')}
      </ButtonLink>
    );
  }
  const stock = item.stock ?? 1;
  if (stock <= 0) {
    return (
      <button type="button" className="btn btn--secondary btn--sm" disabled>
        {t('purchase.outOfStock')}
      </button>
    );
  }
  return (
    <>
      <AddToCartButton productId={item.id} quantity={1} disabled={inCart >= stock} className="btn--sm" />
      {inCart >= stock ? <span className="saved-row__note">{t('purchase.allInCart')}</span> : null}
    </>
  );
}

/** The artworks a visitor kept, each once (docs/product.md#states-and-messages), to buy or remove. */
function WishlistBody() {
  // The catalogue's words come with the page, empty or not: the server asks for them early (the
  // screen's hints), and the kept works' buy actions need them the moment one is kept.
  const { t } = useTranslation(['common', 'catalog']);
  const { wishlist, removeFromWishlist } = useSavedLists();
  const cartLines = useCartLines();
  const inCart = (id: number) =>
    cartLines.filter((line) => line.product_id === id).reduce((n, line) => n + line.quantity, 0);
  const title = t('nav.wishlist');

  return (
    <>
      <section className="container section saved-page">
        {wishlist.length === 0 ? (
          <EmptyState
            icon={<HeartIcon size={36} />}
            title={t('saved.wishlistEmpty')}
            action={<ButtonLink to="/arts">{t('actions.browseArtworks')}</ButtonLink>}
          >
            <p>{t('saved.wishlistEmptyText')}</p>
          </EmptyState>
        ) : (
          <ul className="saved-rows" aria-label={title}>
            {wishlist.map((item) => (
              <li key={item.id} className="saved-row">
                <Link to={`/arts/${item.product_slug}`} className="saved-row__image" tabIndex={-1} aria-hidden="true">
                  <ResponsiveImage
                    image={item.feature_image_set}
                    sizes="120px"
                    aspectRatio="1 / 1"
                    fit="contain"
                    alt=""
                  />
                </Link>
                <div className="saved-row__text">
                  <h2 className="saved-row__name">
                    <Link to={`/arts/${item.product_slug}`}>{item.product_name}</Link>
                  </h2>
                  {item.artist ? <p className="saved-row__artist">{item.artist.full_name}</p> : null}
                  <p className="saved-row__price">
                    <PriceWithDiscount price={item.price} discount={item.discount} salePrice={item.product_price} />
                  </p>
                </div>
                <div className="saved-row__actions">
                  <BuyAction item={item} inCart={inCart(item.id)} />
                  <button
                    type="button"
                    className="link-button saved-row__remove"
                    onClick={() => removeFromWishlist(item.id)}
                    aria-label={t('saved.remove', { name: item.product_name })}
                  >
                    <CloseIcon size={14} /> {t('actions.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /wishlist: its title and heading rendered with the page, the kept works by the browser that keeps them. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const title = t('nav.wishlist');
  return (
    <PersonalScreen title={title} heading={<PageHeader title={title} intro={t('saved.wishlistIntro')} />}>
      <WishlistBody />
    </PersonalScreen>
  );
}

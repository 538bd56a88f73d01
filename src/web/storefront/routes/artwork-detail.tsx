import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Stars } from '#web/components/ui/stars.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ErrorBoundary } from '#web/components/ui/error-boundary.tsx';
import { ShareButtons } from '#web/components/ui/share-buttons.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import type { ArtistProfile } from '#shared/api/catalog.ts';
import { useGetArtworkQuery, type ArtworkDetail as Detail } from '#web/features/catalog/api/get-artwork.ts';
import { ArtworkGallery } from '#web/features/catalog/components/artwork-gallery.tsx';
import { ArtworkFacts } from '#web/features/catalog/components/artwork-facts.tsx';
import { framedViewIndex } from '#web/features/catalog/components/artwork-format.ts';
import { ArtworkGrid } from '#web/features/catalog/components/artwork-grid.tsx';
import { ArtworkLede } from '#web/features/catalog/components/artwork-lede.tsx';
import { PurchasePanel } from '#web/features/catalog/components/purchase-panel.tsx';
import { SaveButtons } from '#web/features/catalog/components/save-buttons.tsx';
import { RichText } from '../components/rich-text.tsx';
import { artworkPath } from '#web/features/catalog/components/artwork-path.ts';
import type { InCart } from '#web/features/catalog/hooks/purchase-options.ts';
import { useRecentlyViewed, useRecordView } from '#web/features/catalog/hooks/use-recently-viewed.ts';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { EnquiryButton } from '#web/features/enquiries/components/enquiry-button.tsx';
import { useCartLines } from '#web/features/cart/hooks/use-cart.ts';
import styles from './artwork-detail.module.css';
import { useAbsoluteUrl } from '#web/lib/site-origin.tsx';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** /arts/{product_slug} and /product/{id}: one artwork, as a collector would want to see it. */
export default function ArtworkDetailPage() {
  const params = useParams();
  const idOrSlug = params.product_slug ?? params.id ?? params.slug ?? '';
  const { t } = useTranslation('catalog');
  // currentData is the answer for this slug only: opening a related work shows the spinner, not the old work.
  const { currentData: data, error, isFetching, refetch } = useGetArtworkQuery(idOrSlug, { skip: !idOrSlug });

  if (idOrSlug && !data && (!error || isFetching)) {
    return (
      <div className={`container ${styles.loading}`}>
        <Spinner block size="lg" label={t('detail.loading')} />
      </div>
    );
  }

  if (!data) {
    const notFound =
      !idOrSlug || (typeof error === 'object' && error !== null && 'status' in error && error.status === 404);
    return <ArtworkMissing onRetry={notFound ? undefined : () => void refetch()} />;
  }

  return <ArtworkView key={data.artwork.id} detail={data} />;
}

/** A work the gallery does not show, or (with `onRetry`) one that could not be loaded. */
export function ArtworkMissing({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={`container ${styles.missing}`}>
      <Seo title={onRetry ? t('detail.errorTitle') : t('detail.notFoundTitle')} noindex />
      <Breadcrumb
        className={styles.crumbs}
        items={[{ label: t('list.title'), to: '/arts' }, { label: t('detail.notFoundCrumb') }]}
      />
      <EmptyState
        title={onRetry ? t('detail.errorTitle') : t('detail.notFoundTitle')}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          ) : (
            <ButtonLink to="/arts" variant="primary">
              {t('detail.browse')}
            </ButtonLink>
          )
        }
      >
        <p>{onRetry ? t('list.errorText') : t('detail.notFoundText')}</p>
      </EmptyState>
    </div>
  );
}

/** Who made the work: portrait, name, where they work and a few lines, linking to all their works. */
function ArtistBlock({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('catalog');
  const to = `/artist/${artist.artist_slug}`;
  return (
    <section aria-labelledby="artwork-artist" className={`${styles.asideBlock} ${styles.artistBlock}`}>
      <h2 id="artwork-artist" className={styles.smallHeading}>
        {t('detail.aboutArtist')}
      </h2>
      <div className={styles.artistHead}>
        <ResponsiveImage
          className={styles.artistPortrait}
          image={artist.profile_image_set}
          sizes="72px"
          aspectRatio="1 / 1"
          alt={t('detail.artistPortrait', { artist: artist.full_name })}
        />
        <div>
          <p className={styles.artistName}>
            <Link to={to}>{artist.full_name}</Link>
          </p>
          {artist.location ? <p className={styles.artistLocation}>{artist.location}</p> : null}
        </div>
      </div>
      {/* dir="auto": a biography not yet translated reads left to right, its full stop at its end. */}
      {artist.about ? (
        <p className={styles.artistAbout} dir="auto">
          {artist.about}
        </p>
      ) : null}
      <Link to={to} className={styles.artistWorks}>
        {t('detail.artistWorks', { artist: artist.full_name })}
      </Link>
    </section>
  );
}

function ArtworkView({ detail }: { detail: Detail }) {
  const { t } = useTranslation('catalog');
  const { artwork, shippingHtml } = detail;
  const items = useCartLines();
  const publicUrl = useAbsoluteUrl();
  const artist = artwork.artist;
  const titleAlt = artist
    ? t('card.imageAlt', { name: artwork.product_name, artist: artist.full_name })
    : artwork.product_name;

  const inCart = useCallback<InCart>(
    ({ color, size }) =>
      items
        .filter((i) => i.product_id === artwork.id && i.color === (color ?? '') && i.size === (size ?? ''))
        .reduce((n, i) => n + i.quantity, 0),
    [items, artwork.id],
  );

  // A frame colour chosen shows the work in that frame, when one of its pictures does.
  const [framedView, setFramedView] = useState<{ index: number } | null>(null);
  const showFrame = useCallback(
    (color: string) => setFramedView({ index: framedViewIndex(artwork.image_set, color) }),
    [artwork.image_set],
  );

  useRecordView(artwork);
  const recentlyViewed = useRecentlyViewed(artwork.id);

  const description = plainText(artwork.shortDescription) || plainText(artwork.fullDescription).slice(0, 160);
  return (
    <article className={styles.page}>
      <Seo
        title={artwork.product_name}
        description={description}
        type="product"
        image={artwork.feature_image_set}
        imageAlt={artwork.feature_image_set?.alt || artwork.product_name}
        canonical={publicUrl(artworkPath(artwork))}
      />
      <div className="container">
        <Breadcrumb
          className={styles.crumbs}
          items={[{ label: t('list.title'), to: '/arts' }, { label: artwork.product_name }]}
        />

        <div className={styles.top}>
          <div className={styles.media}>
            <ErrorBoundary>
              {/* The pictures are rendered at once; its two carousels are set up (their sizes measured) in later
                  tasks, one each (ArtworkGallery). */}
              <ArtworkGallery images={artwork.image_set} fallbackAlt={titleAlt} showing={framedView} />
            </ErrorBoundary>
          </div>

          <div className={styles.info}>
            <header className={styles.heading}>
              {artist ? (
                <p className={styles.artist}>
                  <Link to={`/artist/${artist.artist_slug}`}>{artist.full_name}</Link>
                </p>
              ) : null}
              <h1 className={styles.title}>
                {artwork.product_name}
                {artwork.year ? <span className={styles.year}>, {artwork.year}</span> : null}
              </h1>
              <div className={styles.priceRow}>
                <PriceWithDiscount
                  className={styles.price}
                  price={artwork.price}
                  discount={artwork.discount}
                  salePrice={artwork.product_price}
                />
              </div>
              <Stars rating={artwork.rating} />
            </header>

            <ArtworkLede text={artwork.shortDescription} className={styles.lede} />

            {/* Below the picture on a phone; hydrated in a task of its own, or at the visitor's first touch. */}
            <SelectiveHydration>
              <PurchasePanel
                artwork={artwork}
                inCart={inCart}
                onColorChosen={showFrame}
                renderAddToCart={(request) => <AddToCartButton {...request} block className={styles.addToCart} />}
                renderEnquiry={(similar) => (
                  <EnquiryButton
                    artwork={{ id: artwork.id, name: artwork.product_name }}
                    similar={similar}
                    className={styles.enquire}
                  />
                )}
              />

              <SaveButtons artwork={artwork} className={styles.save} />
              <ShareButtons
                url={publicUrl(artworkPath(artwork))}
                title={artist ? `${artwork.product_name}, ${artist.full_name}` : artwork.product_name}
                image={artwork.feature_image ? publicUrl(artwork.feature_image) : undefined}
                className={styles.share}
              />
            </SelectiveHydration>

            <SelectiveHydration>
              <section aria-labelledby="artwork-facts" className={styles.factsBlock}>
                <h2 id="artwork-facts" className={styles.smallHeading}>
                  {t('detail.facts')}
                </h2>
                <ArtworkFacts artwork={artwork} />
              </section>
            </SelectiveHydration>
          </div>
        </div>

        {/* Below the purchase panel: hydrated after the first screen. */}
        <SelectiveHydration>
          <div className={styles.more}>
            {artwork.fullDescription ? (
              <section aria-labelledby="artwork-about" className={styles.about}>
                <h2 id="artwork-about" className={styles.sectionTitle}>
                  {t('detail.about')}
                </h2>
                <RichText html={artwork.fullDescription} compact />
              </section>
            ) : null}
            <aside className={styles.aside}>
              {artwork.artist_profile ? <ArtistBlock artist={artwork.artist_profile} /> : null}
              {artwork.exhibitions.length > 0 ? (
                <section aria-labelledby="artwork-exhibitions" className={styles.asideBlock}>
                  <h2 id="artwork-exhibitions" className={styles.smallHeading}>
                    {t('detail.exhibitions')}
                  </h2>
                  <ul className={styles.exhibitions}>
                    {artwork.exhibitions.map((exhibition) => (
                      <li key={exhibition.exhibition_slug}>
                        <Link to={`/exhibitions/${exhibition.exhibition_slug}`}>{exhibition.exhibition_title}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {shippingHtml ? (
                <section aria-labelledby="artwork-shipping" className={styles.asideBlock}>
                  <h2 id="artwork-shipping" className={styles.smallHeading}>
                    {t('detail.shipping')}
                  </h2>
                  <RichText html={shippingHtml} className={styles.shipping} compact />
                </section>
              ) : null}
            </aside>
          </div>
        </SelectiveHydration>
      </div>

      {artwork.related.length > 0 ? (
        <section aria-labelledby="artwork-related" className={styles.related}>
          <div className="container">
            <h2 id="artwork-related" className={styles.sectionTitle}>
              {artist && artwork.related.every((r) => r.artist?.artist_slug === artist.artist_slug)
                ? t('detail.moreBy', { artist: artist.full_name })
                : t('detail.related')}
            </h2>
            <ArtworkGrid artworks={artwork.related} layout="wide" />
          </div>
        </section>
      ) : null}

      {recentlyViewed.length > 0 ? (
        <section aria-labelledby="artwork-recent" className={styles.related}>
          <div className="container">
            <h2 id="artwork-recent" className={styles.sectionTitle}>
              {t('detail.recentlyViewed')}
            </h2>
            <ArtworkGrid artworks={recentlyViewed} layout="wide" />
          </div>
        </section>
      ) : null}
    </article>
  );
}

import { useCallback, useState, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/thumbs';
import type { ProductCard, ProductDetail } from '#shared/api/catalog.ts';
import type { ImageSet } from '#shared/media.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Stars } from '#web/components/ui/stars.tsx';
import { useGetArtworkQuery } from '../api/get-artwork.ts';
import type { InCart } from '../hooks/purchase-options.ts';
import { artworkPath } from './artwork-path.ts';
import { THUMBNAILS_PER_VIEW } from './artwork-gallery.tsx';
import { ArtworkLede } from './artwork-lede.tsx';
import { ArtworkOnWall } from './artwork-on-wall.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import type { QuickViewServices } from './quick-view.tsx';
import { SaveButtons } from './save-buttons.tsx';
import styles from './quick-view.module.css';
// The retry of a failed load looks like the wishlist and compare buttons. Their class itself, not
// `composes` from the CSS: Vite warns on every build about the declarations composes copies in.
import saveStyles from './save-buttons.module.css';

export interface QuickViewDialogProps extends QuickViewServices {
  /** The card it was opened from: shown at once while the full artwork loads. */
  artwork: ProductCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the card's button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The images of the artwork, one at a time, with thumbnails below, 4 per view (docs/product.md#screens, #constants). */
function QuickViewGallery({ images, alt }: { images: ImageSet[]; alt: string }) {
  const { t } = useTranslation('catalog');
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const altOf = (image: ImageSet, index: number) =>
    image.alt || (images.length > 1 ? t('gallery.imageAlt', { name: alt, index: index + 1 }) : alt);

  if (images.length === 0) return <ArtworkOnWall image={null} sizes="1px" alt="" />;
  const several = images.length > 1;
  return (
    <div
      className={styles.gallery}
      role="region"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label')}
    >
      <Swiper
        modules={[Thumbs, A11y]}
        onSwiper={setMain}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        spaceBetween={12}
        a11y={{ enabled: false }}
        className={styles.main}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.key} inert={index !== active}>
            <ArtworkOnWall
              image={image}
              alt={altOf(image, index)}
              priority={index === 0}
              sizes="(min-width: 900px) 440px, 90vw"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('gallery.position', { index: active + 1, total: images.length })}
          </p>
          <Swiper
            onSwiper={setThumbs}
            slidesPerView={THUMBNAILS_PER_VIEW}
            spaceBetween={8}
            watchSlidesProgress
            className={styles.thumbs}
          >
            {images.map((image, index) => (
              <SwiperSlide key={image.key}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={index === active ? 'true' : undefined}
                  aria-label={t('gallery.show', { index: index + 1, total: images.length })}
                  onClick={() => {
                    setActive(index);
                    main?.slideTo(index);
                  }}
                >
                  <ArtworkOnWall image={image} alt="" variant="thumb" sizes="96px" />
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
        </>
      ) : null}
    </div>
  );
}

function QuickViewBody({ artwork, renderAddToCart, inCart }: { artwork: ProductDetail } & QuickViewServices) {
  const { t } = useTranslation('catalog');
  const artist = artwork.artist?.full_name;
  const alt = artist ? t('card.imageAlt', { name: artwork.product_name, artist }) : artwork.product_name;
  const images =
    artwork.image_set.length > 0 ? artwork.image_set : artwork.feature_image_set ? [artwork.feature_image_set] : [];
  const inCartHere = useCallback<InCart>((choice) => inCart(artwork.id, choice), [inCart, artwork.id]);
  return (
    <div className={styles.layout}>
      <QuickViewGallery images={images} alt={alt} />
      <div className={styles.info}>
        <header className={styles.heading}>
          {artist ? <p className={styles.artist}>{artist}</p> : null}
          <Dialog.Title className={styles.title}>{artwork.product_name}</Dialog.Title>
          <p className={styles.price}>
            <PriceWithDiscount price={artwork.price} discount={artwork.discount} salePrice={artwork.product_price} />
          </p>
          <Stars rating={artwork.rating} />
        </header>
        <ArtworkLede text={artwork.shortDescription} className={styles.lede} />
        <PurchasePanel artwork={artwork} inCart={inCartHere} renderAddToCart={renderAddToCart} alwaysShowQuantity />
        <SaveButtons artwork={artwork} />
        <Link to={artworkPath(artwork)} className={styles.details}>
          {t('quickView.details')}
        </Link>
      </div>
    </div>
  );
}

/** The quick view (docs/product.md#screens): the artwork's images, price, rating, description and the ways to buy or keep it. */
export default function QuickViewDialog({
  artwork: card,
  open,
  onOpenChange,
  returnFocusTo,
  renderAddToCart,
  inCart,
}: QuickViewDialogProps) {
  const { t } = useTranslation('catalog');
  const { currentData, isError, isFetching, refetch } = useGetArtworkQuery(card.product_slug);
  const artwork = currentData?.artwork;

  let body;
  if (artwork) {
    // Keyed by artwork: another artwork starts from its own colour, size and quantity.
    body = <QuickViewBody key={artwork.id} artwork={artwork} renderAddToCart={renderAddToCart} inCart={inCart} />;
  } else {
    body = (
      <div className={styles.layout}>
        <ArtworkOnWall image={card.feature_image_set} alt="" sizes="(min-width: 900px) 440px, 90vw" />
        <div className={styles.info}>
          <header className={styles.heading}>
            {card.artist ? <p className={styles.artist}>{card.artist.full_name}</p> : null}
            <Dialog.Title className={styles.title}>{card.product_name}</Dialog.Title>
            <p className={styles.price}>
              <PriceWithDiscount price={card.price} discount={card.discount} salePrice={card.product_price} />
            </p>
          </header>
          {isError && !isFetching ? (
            <div role="alert" className={styles.failed}>
              <p>{t('quickView.error')}</p>
              <button type="button" className={saveStyles.saveButton} onClick={() => void refetch()}>
                {t('list.retry')}
              </button>
            </div>
          ) : (
            <Spinner label={t('detail.loading')} />
          )}
        </div>
      </div>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const trigger = returnFocusTo.current;
            if (trigger?.isConnected) {
              event.preventDefault();
              trigger.focus();
            }
          }}
        >
          <Dialog.Close className={styles.close} aria-label={t('quickView.close')}>
            <CloseIcon size={20} />
          </Dialog.Close>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Suspense, startTransition, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/thumbs';
import { useTranslation } from 'react-i18next';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { ArtworkOnWall } from './artwork-on-wall.tsx';
import styles from './artwork-gallery.module.css';
import { ARTWORK_THUMB_WALL_SIZES, artworkStageSizes, type ImageSet } from '#shared/media.ts';

// The full-screen viewer is only fetched when a visitor opens it.
const ArtworkLightbox = lazyWithTimeout(() => import('./artwork-lightbox.tsx'));

export const THUMBNAILS_PER_VIEW = 4;

export interface ArtworkGalleryProps {
  images: ImageSet[];
  /** Alt text when an image has none: the artwork's title and artist. */
  fallbackAlt: string;
  /** Brings this image into view each time a new object is passed (a frame colour chosen). */
  showing?: { index: number } | null;
}

/**
 * The images of an artwork: the work on its wall, thumbnails below (4 per view, docs/product.md#constants), and a
 * full-screen view with zoom. Every control is a button, so the gallery works from the keyboard.
 */
export function ArtworkGallery({ images, fallbackAlt, showing = null }: ArtworkGalleryProps) {
  const { t } = useTranslation('catalog');
  // The main carousel is only steered, so it is kept in a ref: as state, its set-up rendered the
  // gallery again at once, before the thumbnails' carousel had hydrated on its own (SelectiveHydration).
  const main = useRef<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [viewer, setViewer] = useState<{ open: boolean; loaded: boolean }>({
    open: false,
    loaded: false,
  });
  useEffect(() => {
    if (!showing || showing.index < 0 || showing.index >= images.length) return;
    setActive(showing.index);
    main.current?.slideTo(showing.index);
    // Only a new choice moves the carousel, not the carousel's own set-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showing]);
  const altOf = (image: ImageSet, index: number) =>
    image.alt || (images.length > 1 ? t('gallery.imageAlt', { name: fallbackAlt, index: index + 1 }) : fallbackAlt);

  if (images.length === 0) {
    return (
      <div className={styles.gallery}>
        <ArtworkOnWall image={null} sizes="1px" alt="" variant="stage" />
      </div>
    );
  }

  const several = images.length > 1;
  const go = (index: number) => {
    setActive(index);
    main.current?.slideTo(index);
  };

  return (
    <div
      className={styles.gallery}
      role="region"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label')}
    >
      <div className={styles.stage}>
        {/* On a server-rendered page, each carousel is hydrated in a task of its own: setting one up measures the
            page, and the two together were the longest task after the first pass of an artwork page. */}
        <SelectiveHydration>
          <Swiper
            modules={[Thumbs, A11y]}
            onSwiper={(swiper) => {
              main.current = swiper;
            }}
            onSlideChange={(swiper) => setActive(swiper.activeIndex)}
            thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
            spaceBetween={16}
            a11y={{ enabled: false }}
            className={styles.main}
          >
            {images.map((image, index) => (
              <SwiperSlide key={image.key} inert={index !== active}>
                <button
                  type="button"
                  className={styles.zoomButton}
                  onClick={() => setViewer({ open: true, loaded: true })}
                  aria-label={t('gallery.open', { alt: altOf(image, index) })}
                >
                  <ArtworkOnWall
                    image={image}
                    alt={altOf(image, index)}
                    variant="stage"
                    priority={index === 0}
                    sizes={artworkStageSizes(image)}
                  />
                  <span className={styles.zoomHint} aria-hidden="true">
                    <svg viewBox="0 0 20 20" width="16" height="16">
                      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                      <path
                        d="M12.5 12.5 17 17M8.5 6v5M6 8.5h5"
                        stroke="currentColor"
                        strokeWidth="1.5"
                        strokeLinecap="round"
                      />
                    </svg>
                    {t('gallery.zoom')}
                  </span>
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
        </SelectiveHydration>
        {several ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(active - 1)}
              disabled={active === 0}
              aria-label={t('gallery.previous')}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(active + 1)}
              disabled={active === images.length - 1}
              aria-label={t('gallery.next')}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
            <p className="visually-hidden" aria-live="polite">
              {t('gallery.position', {
                index: active + 1,
                total: images.length,
              })}
            </p>
          </>
        ) : null}
      </div>

      {several ? (
        <SelectiveHydration>
          <Swiper
            // Handed to the main carousel by a render that can wait, not one that blocks the page.
            onSwiper={(swiper) => startTransition(() => setThumbs(swiper))}
            slidesPerView={THUMBNAILS_PER_VIEW}
            spaceBetween={12}
            watchSlidesProgress
            className={styles.thumbs}
            style={{ '--thumbs-per-view': THUMBNAILS_PER_VIEW } as CSSProperties}
          >
            {images.map((image, index) => (
              <SwiperSlide key={image.key}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={index === active ? 'true' : undefined}
                  aria-label={t('gallery.show', {
                    index: index + 1,
                    total: images.length,
                  })}
                  onClick={() => go(index)}
                >
                  <ArtworkOnWall image={image} alt="" variant="thumb" sizes={ARTWORK_THUMB_WALL_SIZES} />
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
        </SelectiveHydration>
      ) : null}

      {viewer.loaded ? (
        <Suspense fallback={null}>
          <ArtworkLightbox
            images={images.map((image, index) => ({
              ...image,
              alt: altOf(image, index),
            }))}
            index={active}
            open={viewer.open}
            onClose={() => setViewer({ open: false, loaded: true })}
            onIndexChange={go}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitionDetail } from '#shared/api/gallery.ts';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { ShareButtons } from '#web/components/ui/share-buttons.tsx';
import { useGetExhibitionQuery } from '#web/features/exhibitions/api/get-exhibition.ts';
import { ApplyExhibitionDialog } from '#web/features/exhibitions/components/apply-exhibition-dialog.tsx';
import { formatDateRange, isOpenForApplications } from '#web/features/exhibitions/exhibition-dates.ts';
import { RichText } from '../components/rich-text.tsx';
import { GalleryArtworkGrid, LoadingState, MissingState, isNotFound } from './gallery-parts.tsx';
import styles from './exhibition-detail.module.css';
import { EXHIBITION_HERO_SIZES } from '#shared/media.ts';
import { useAbsoluteUrl } from '#web/lib/site-origin.tsx';

function ExhibitionView({ exhibition }: { exhibition: ExhibitionDetail }) {
  const { t, i18n } = useTranslation('gallery');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const title = exhibition.exhibition_title;
  const publicUrl = useAbsoluteUrl();
  const dates = formatDateRange(
    exhibition.exhibition_start_date,
    exhibition.exhibition_end_date,
    language,
    (start, end) => t('dates.range', { start, end }),
  );
  const open = isOpenForApplications(exhibition);
  return (
    <article className={styles.page}>
      <Seo
        title={title}
        description={exhibition.exhibition_short_description}
        type="article"
        image={exhibition.exhibition_image_set}
        imageAlt={exhibition.exhibition_image_set?.alt || title}
        canonical={publicUrl(`/exhibitions/${encodeURIComponent(exhibition.exhibition_slug)}`)}
      />
      <div className="container">
        <Breadcrumb
          className={styles.crumbs}
          items={[{ label: t('exhibition.crumb'), to: '/exhibitions' }, { label: title }]}
        />
        <header className={styles.hero}>
          <div className={styles.media}>
            <ResponsiveImage
              image={exhibition.exhibition_image_set}
              sizes={EXHIBITION_HERO_SIZES}
              aspectRatio="16 / 10"
              priority
            />
          </div>
          <div className={styles.intro}>
            <p className={styles.status}>
              <span className={`${styles.dot} ${styles[exhibition.status]}`} aria-hidden="true" />
              {t(`exhibition.status.${exhibition.status}`)}
            </p>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.dates} data-testid="exhibition-dates">
              {dates}
            </p>
            {exhibition.venue ? <p className={styles.venue}>{exhibition.venue}</p> : null}
            {exhibition.exhibition_short_description ? (
              <p className={styles.lede} dir="auto">
                {exhibition.exhibition_short_description}
              </p>
            ) : null}
            {open ? (
              <div className={styles.apply}>
                <ApplyExhibitionDialog exhibitionTitle={title} exhibitionSlug={exhibition.exhibition_slug} />
                <p className={styles.applyNote}>{t('exhibition.openCall')}</p>
              </div>
            ) : null}
            <ShareButtons
              url={publicUrl(`/exhibitions/${exhibition.exhibition_slug}`)}
              title={title}
              image={exhibition.exhibition_image ? publicUrl(exhibition.exhibition_image) : undefined}
            />
          </div>
        </header>
      </div>

      {exhibition.exhibition_full_description ? (
        <section className={`container ${styles.about}`} aria-labelledby="exhibition-about">
          <h2 id="exhibition-about" className={styles.aboutTitle}>
            {t('exhibition.about')}
          </h2>
          {/* The back office writes in English: dir="auto" keeps its punctuation in place on an Arabic page. */}
          <div dir="auto">
            <RichText html={exhibition.exhibition_full_description} className={styles.description} />
          </div>
        </section>
      ) : null}

      <section className={`container ${styles.works}`} aria-labelledby="exhibition-artworks">
        <h2 id="exhibition-artworks" className={styles.worksTitle}>
          {t('exhibition.artworks')}
        </h2>
        {exhibition.products.length === 0 ? (
          <EmptyState title={t('exhibition.noArtworks')} />
        ) : (
          <GalleryArtworkGrid artworks={exhibition.products} />
        )}
      </section>
    </article>
  );
}

/** /exhibitions/{exhibition_slug}: one exhibition, its artworks, sharing and the call for artists (docs/product.md#screens). */
export default function ExhibitionDetailPage() {
  const { exhibition_slug: slug = '' } = useParams();
  const { currentData: exhibition, error, isFetching, refetch } = useGetExhibitionQuery(slug, { skip: !slug });

  if (slug && !exhibition && (!error || isFetching)) return <LoadingState tall />;
  if (!exhibition) return <ExhibitionMissing onRetry={!slug || isNotFound(error) ? undefined : () => void refetch()} />;
  return <ExhibitionView key={exhibition.exhibition_slug} exhibition={exhibition} />;
}

/** An exhibition the gallery does not know, or (with `onRetry`) one that could not be loaded. */
export function ExhibitionMissing({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('gallery');
  return (
    <MissingState
      title={onRetry ? t('exhibition.errorTitle') : t('exhibition.notFoundTitle')}
      text={onRetry ? t('exhibition.errorText') : t('exhibition.notFoundText')}
      crumbs={[{ label: t('exhibition.crumb'), to: '/exhibitions' }, { label: t('exhibition.notFoundCrumb') }]}
      back={{ to: '/exhibitions', label: t('exhibition.allExhibitions') }}
      onRetry={onRetry}
    />
  );
}

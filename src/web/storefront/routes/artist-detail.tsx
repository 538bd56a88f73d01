import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArtistDetail } from '#shared/api/gallery.ts';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { useAbsoluteUrl } from '#web/lib/site-origin.tsx';
import { useGetArtistQuery } from '#web/features/artists/api/get-artist.ts';
import { artistName } from '#web/features/artists/artist-name.ts';
import { useSearchArtworksQuery } from '#web/features/catalog/api/search-artworks.ts';
import { RichText } from '../components/rich-text.tsx';
import { artistArtworksSearch } from '../prefetch/artist-detail.ts';
import { GalleryArtworkGrid, LoadingState, MissingState, isNotFound } from './gallery-parts.tsx';
import styles from './artist-detail.module.css';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** docs/product.md#screens: 'ARTWORKS By {artist name}', loaded by artist_slug through the catalogue search. */
function ArtistArtworks({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation('gallery');
  const { currentData, isError, isFetching, refetch } = useSearchArtworksQuery(artistArtworksSearch(slug));
  return (
    <section id="artworks" className={`container ${styles.works}`} aria-labelledby="artist-artworks">
      <h2 id="artist-artworks" className={styles.worksTitle}>
        {t('artist.artworksBy', { name })}
      </h2>
      {currentData ? (
        currentData.result.length === 0 ? (
          <EmptyState title={t('artist.noArtworks', { name })} />
        ) : (
          <GalleryArtworkGrid artworks={currentData.result} />
        )
      ) : isError && !isFetching ? (
        <BlockError message={t('artist.artworksError')} onRetry={() => void refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

function ArtistView({ artist }: { artist: ArtistDetail }) {
  const { t } = useTranslation('gallery');
  const name = artistName(artist);
  const publicUrl = useAbsoluteUrl();
  const description = plainText(artist.description);
  return (
    <article className={styles.page}>
      <Seo
        title={name}
        description={description.slice(0, 160)}
        type="profile"
        image={artist.profile_image_set}
        imageAlt={artist.profile_image_set?.alt || name}
        canonical={publicUrl(`/artist/${encodeURIComponent(artist.artist_slug)}`)}
      />
      <div className="container">
        <Breadcrumb className={styles.crumbs} items={[{ label: t('artist.crumb'), to: '/artist' }, { label: name }]} />
        <div className={styles.profile}>
          <div className={styles.portrait}>
            <ResponsiveImage
              image={artist.profile_image_set}
              sizes="(min-width: 1024px) 420px, (min-width: 768px) 40vw, 92vw"
              aspectRatio="4 / 5"
              alt={t('artist.portraitAlt', { name })}
              priority
            />
          </div>
          <div className={styles.info}>
            <p className={styles.eyebrow}>{t('artist.crumb')}</p>
            <h1 className={styles.name}>{name}</h1>
            {artist.location || artist.total_product > 0 ? (
              <dl className={styles.facts}>
                {artist.location ? (
                  <div>
                    <dt>{t('artist.location')}</dt>
                    <dd>{artist.location}</dd>
                  </div>
                ) : null}
                {artist.total_product > 0 ? (
                  <div>
                    <dt>{t('artist.artworks')}</dt>
                    <dd>
                      <a href="#artworks">{artist.total_product}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            {artist.description ? (
              <div dir="auto">
                <RichText html={artist.description} className={styles.bio} />
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <ArtistArtworks slug={artist.artist_slug} name={name} />
    </article>
  );
}

/** /artist/{artist_slug} and /artists/{slug}: one artist and their artworks (docs/product.md#screens). */
export default function ArtistDetailPage() {
  const params = useParams();
  const slug = params.artist_slug ?? params.slug ?? '';
  // currentData belongs to this slug: going from one artist to another shows Loading..., not the previous one.
  const { currentData: artist, error, isFetching, refetch } = useGetArtistQuery(slug, { skip: !slug });

  if (slug && !artist && (!error || isFetching)) return <LoadingState tall />;
  if (!artist) return <ArtistMissing onRetry={!slug || isNotFound(error) ? undefined : () => void refetch()} />;
  return <ArtistView key={artist.artist_slug} artist={artist} />;
}

/** An artist the gallery does not know, or (with `onRetry`) one that could not be loaded. */
export function ArtistMissing({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('gallery');
  return (
    <MissingState
      title={onRetry ? t('artist.errorTitle') : t('artist.notFoundTitle')}
      text={onRetry ? t('artist.errorText') : t('artist.notFoundText')}
      crumbs={[{ label: t('artist.crumb'), to: '/artist' }, { label: t('artist.notFoundCrumb') }]}
      back={{ to: '/artist', label: t('artist.allArtists') }}
      onRetry={onRetry}
    />
  );
}

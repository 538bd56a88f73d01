import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArtistSummary } from '#shared/api/gallery.ts';
import { containerColumnSizes } from '#shared/media.ts';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { useGetArtistsQuery } from '#web/features/artists/api/get-artists.ts';
import { artistName } from '#web/features/artists/artist-name.ts';
import { LoadingState } from './gallery-parts.tsx';
import styles from './artists.module.css';

/** docs/product.md#screens artist card: profile image and full name (both link to the artist) and the count of works labelled Art. */
/** Four portraits to a row from 1024 px, three from 768 px, two on phones (artists.module.css). */
const COLUMN_GAP = 'clamp(1rem, 2.5vw, 2.25rem)';
const PORTRAIT_SIZES = [
  `(min-width: 1024px) ${containerColumnSizes(4, COLUMN_GAP)}`,
  `(min-width: 768px) ${containerColumnSizes(3, COLUMN_GAP)}`,
  containerColumnSizes(2, COLUMN_GAP),
].join(', ');

function ArtistCard({ artist, priority }: { artist: ArtistSummary; priority: boolean }) {
  const { t } = useTranslation('gallery');
  const name = artistName(artist);
  const to = `/artist/${artist.artist_slug}`;
  return (
    <article className={styles.card}>
      {/* The portrait repeats the name link for pointer users; keyboard and screen readers get one link. */}
      <Link to={to} className={styles.portrait} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          image={artist.profile_image_set}
          sizes={PORTRAIT_SIZES}
          aspectRatio="4 / 5"
          alt={t('artist.portraitAlt', { name })}
          priority={priority}
        />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={to}>{name}</Link>
        </h2>
        {artist.location ? <p className={styles.location}>{artist.location}</p> : null}
        <p className={styles.count}>{t('artists.works', { count: artist.total_product })}</p>
      </div>
    </article>
  );
}

/** /artist: the artists of the gallery (docs/product.md#screens). */
export default function ArtistsPage() {
  const { t } = useTranslation('gallery');
  const { data: artists, isLoading, isError, refetch } = useGetArtistsQuery();
  return (
    <>
      <Seo title={t('artists.seoTitle')} description={t('artists.description')} />
      <PageHeader title={t('artists.title')} breadcrumb={[{ label: t('artists.crumb') }]} intro={t('artists.intro')} />
      <div className="container section">
        {isLoading ? (
          <LoadingState />
        ) : isError || !artists ? (
          <BlockError message={t('artists.error')} onRetry={() => void refetch()} />
        ) : artists.length === 0 ? (
          <EmptyState title={t('artists.empty')} />
        ) : (
          <ul className={styles.grid}>
            {artists.map((artist, index) => (
              <li key={artist.artist_slug}>
                <ArtistCard artist={artist} priority={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

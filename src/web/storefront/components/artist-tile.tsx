import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArtistSummary } from '#shared/api/gallery.ts';
import { FactLine } from '#web/components/ui/fact-line.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import './cards.css';

/** An artist: portrait, full name and the count of works (linking to /artist/{slug}). */
export function ArtistTile({ artist, sizes }: { artist: ArtistSummary; sizes: string }) {
  const { t } = useTranslation();
  const name = `${artist.first_name} ${artist.last_name}`.trim();
  return (
    <article className="card artist-tile">
      <Link to={`/artist/${artist.artist_slug}`} className="card__link">
        <ResponsiveImage image={artist.profile_image_set} sizes={sizes} aspectRatio="4 / 5" alt="" />
        <div className="card__body card__body--center">
          <h3 className="card__title card__title--sm">{name}</h3>
          <p className="card__meta">
            <FactLine facts={[artist.location, t('artists.works', { count: artist.total_product })]} />
          </p>
        </div>
      </Link>
    </article>
  );
}

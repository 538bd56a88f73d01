import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { titleFromSlug } from '../components/title-from-slug.ts';

/** /artist/{artist_slug} and /artists/{slug}: breadcrumb Home > Artist > name (the screen is still to come). */
export default function ArtistDetailPage() {
  const { t } = useTranslation();
  const { artist_slug, slug } = useParams();
  const name = titleFromSlug(artist_slug ?? slug ?? '');
  return (
    <PlaceholderPage
      title={name || t('artist.title')}
      breadcrumb={[{ label: t('artist.title'), to: '/artist' }, { label: name || t('artist.title') }]}
      line={t('artist.line')}
    />
  );
}

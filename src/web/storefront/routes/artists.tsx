import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Artist list: still to come. */
export default function ArtistsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('artists.title')} line={t('artists.line')} />;
}

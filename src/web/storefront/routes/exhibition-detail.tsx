import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { titleFromSlug } from '../components/title-from-slug.ts';

/** /exhibitions/{exhibition_slug}: breadcrumb Home > Exhibitions > title (the screen is still to come). */
export default function ExhibitionDetailPage() {
  const { t } = useTranslation();
  const { exhibition_slug } = useParams();
  const title = titleFromSlug(exhibition_slug ?? '') || t('nav.exhibitions');
  return (
    <PlaceholderPage
      title={title}
      breadcrumb={[{ label: t('nav.exhibitions'), to: '/exhibitions' }, { label: title }]}
      line={t('exhibition.line')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** A journal article (SPEC §2: contents not shown). */
export default function BlogDetailsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('blogPost.title')} line={t('blogPost.line')} />;
}

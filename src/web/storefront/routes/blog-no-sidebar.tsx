import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Journal list (SPEC §2: contents not shown). */
export default function BlogNoSidebarPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('blog.title')} line={t('blog.line')} />;
}

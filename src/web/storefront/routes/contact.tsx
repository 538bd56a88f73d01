import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Contact: the form is still to come; the page keeps its place in the menu. */
export default function ContactPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('contact.title')} line={t('contact.line')} />;
}

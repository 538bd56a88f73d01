import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Press releases: still to come. */
export default function PressReleasePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('press.title')} line={t('press.line')} />;
}

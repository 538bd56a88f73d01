import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** The customer's account: still to come. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('myAccount.title')} line={t('myAccount.line')} />;
}

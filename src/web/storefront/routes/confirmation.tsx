import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** /confirmation/{orderId}: the order confirmation (still to come). */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return <PlaceholderPage title={t('confirmation.title')} line={t('confirmation.line', { orderId })} />;
}

import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Checkout: still to come. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('checkout.title')} line={t('checkout.line')} />;
}

import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** /login-register; ?type=register opens the register side (SPEC §2). The forms are still to come. */
export default function LoginRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const register = params.get('type') === 'register';
  const title = register ? t('account.register') : t('account.login');
  return (
    <PlaceholderPage title={title} breadcrumb={[{ label: title }]} line={t('loginRegister.line')}>
      <p className="tab-links">
        <Link to="/login-register" aria-current={register ? undefined : 'page'}>
          {t('account.login')}
        </Link>
        <Link to="/login-register?type=register" aria-current={register ? 'page' : undefined}>
          {t('account.register')}
        </Link>
      </p>
    </PlaceholderPage>
  );
}

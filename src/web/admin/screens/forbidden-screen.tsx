import { Link } from 'react-router';
import { Icon } from '../components/icons.tsx';
import { useDocumentTitle } from '../components/ui.tsx';
import { t } from '../lib/i18n.ts';

export function ForbiddenScreen() {
  useDocumentTitle(t('forbidden.title'));
  return (
    <section className="adm-card adm-empty">
      <span className="adm-empty-icon">
        <Icon name="lock" size={28} />
      </span>
      <h1 className="adm-empty-title">{t('forbidden.title')}</h1>
      <p className="adm-empty-body">{t('forbidden.body')}</p>
      <Link to="/" className="adm-button adm-button--secondary">
        <Icon name="arrowLeft" size={16} />
        {t('common.backToDashboard')}
      </Link>
    </section>
  );
}

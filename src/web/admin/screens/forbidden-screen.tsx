import { Link } from 'react-router';
import { Icon } from '../components/icons.tsx';
import { useDocumentTitle } from '../components/ui.tsx';
import { strings } from '../lib/strings.ts';

export function ForbiddenScreen() {
  useDocumentTitle(strings.forbidden.title);
  return (
    <section className="adm-card adm-empty">
      <span className="adm-empty-icon">
        <Icon name="lock" size={28} />
      </span>
      <h1 className="adm-empty-title">{strings.forbidden.title}</h1>
      <p className="adm-empty-body">{strings.forbidden.body}</p>
      <Link to="/" className="adm-button adm-button--secondary">
        <Icon name="arrowLeft" size={16} />
        {strings.common.backToDashboard}
      </Link>
    </section>
  );
}

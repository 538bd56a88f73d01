import { useEffect, type ReactNode } from 'react';
import { t } from '../lib/i18n.ts';
import { initials } from '../lib/format.ts';
import { Icon, type IconName } from './icons.tsx';

/** Sets the tab's title while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = t('brand.documentTitle', { page: title });
  }, [title]);
}

export function Spinner({ label = t('common.loading'), size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`adm-spinner adm-spinner--${size}`} role="status">
      <span className="adm-visually-hidden">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="adm-fullpage">
      <Spinner />
    </div>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="adm-page-header">
      <div>
        <h1 className="adm-page-title">{title}</h1>
        {description ? <p className="adm-page-description">{description}</p> : null}
      </div>
      {actions ? <div className="adm-page-actions">{actions}</div> : null}
    </header>
  );
}

export function Alert({
  tone,
  title,
  children,
  icon,
}: {
  tone: 'danger' | 'warning' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  icon?: IconName;
}) {
  const glyph = icon ?? (tone === 'success' ? 'check' : tone === 'warning' ? 'clock' : 'alert');
  return (
    <div className={`adm-alert adm-alert--${tone}`} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon name={glyph} size={18} className="adm-alert-icon" />
      <div>
        {title ? <p className="adm-alert-title">{title}</p> : null}
        <div className="adm-alert-body">{children}</div>
      </div>
    </div>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'accent' | 'success' | 'muted';
  children: ReactNode;
}) {
  return <span className={`adm-badge adm-badge--${tone}`}>{children}</span>;
}

export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`adm-avatar adm-avatar--${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** A failed load with a retry button, so one broken block never blanks the page. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="adm-load-error">
      <Alert tone="danger">{message}</Alert>
      <button type="button" className="adm-button adm-button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

import { Fragment, useState, type ReactNode } from 'react';
import { ADMIN_LANGUAGES, chooseAdminLanguage, t, useAdminLanguage, type AdminLanguage } from '../lib/i18n.ts';

/** The staff member's language for the back office, remembered in this browser. */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <select
      className={['adm-input', 'adm-select', 'adm-language', className].filter(Boolean).join(' ')}
      aria-label={t('shell.language')}
      value={language}
      disabled={busy}
      onChange={(e) => {
        setBusy(true);
        void chooseAdminLanguage(e.target.value as AdminLanguage).finally(() => setBusy(false));
      }}
    >
      {ADMIN_LANGUAGES.map((l) => (
        // Each language is named in itself, so that it can be found by someone who cannot read the other.
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Renders its children again from scratch in a newly chosen language: the screens read their words
 * as they render, and a screen the router keeps would otherwise show the old ones. The store keeps the
 * answers it has, so nothing is fetched again.
 */
export function RerenderOnLanguage({ children }: { children: ReactNode }) {
  const language = useAdminLanguage();
  return <Fragment key={language}>{children}</Fragment>;
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '#web/lib/i18n.ts';

/** English, Français, Deutsch, العربية; i18next caches the choice in local storage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <span className={['switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('topBar.language')}
      </label>
      <select id={id} value={current} onChange={(event) => void switchLanguage(i18n, event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </span>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  /** Called after a pause in typing (`live`) or at once when the form is submitted. */
  onSearch: (value: string, how: { live: boolean }) => void;
  delay?: number;
}

/** The artworks search: searches as the visitor pauses typing, and at once on Enter. */
export function SearchBox({ value, onSearch, delay = 450 }: SearchBoxProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (Clear filters, Back): show it, unless it is only our own trimmed text.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim(), { live: true }), delay);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delay]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), { live: false });
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}

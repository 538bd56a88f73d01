import { useId, useState, type KeyboardEvent } from 'react';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';

/**
 * Names as chips (categories, tags): type and press Enter or a comma to add, Backspace in the empty
 * box to take the last one back. The same name twice (any case) is added once.
 */
export function TagInput({
  label,
  values,
  onValues,
  placeholder,
  error,
  hint,
  name,
  max = 80,
}: {
  label: string;
  values: string[];
  onValues: (values: string[]) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  name?: string;
  max?: number;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const names = raw
      .split(',')
      .map((n) => n.trim().slice(0, max))
      .filter(Boolean);
    const next = [...values];
    for (const n of names) if (!next.some((v) => v.toLowerCase() === n.toLowerCase())) next.push(n);
    if (next.length !== values.length) onValues(next);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(text);
    } else if (e.key === 'Backspace' && text === '' && values.length) {
      onValues(values.slice(0, -1));
    }
  };
  return (
    <div className="adm-field" data-field={name} data-invalid={error ? true : undefined}>
      <label className="adm-label" htmlFor={id}>
        {label}
      </label>
      <div className="adm-tags" data-invalid={error ? true : undefined}>
        {values.map((v) => (
          <span key={v} className="adm-tag">
            {v}
            <button
              type="button"
              className="adm-tag-remove"
              aria-label={t('tags.remove', { name: v })}
              onClick={() => onValues(values.filter((x) => x !== v))}
            >
              <Icon name="close" size={12} strokeWidth={2.4} />
            </button>
          </span>
        ))}
        <input
          id={id}
          className="adm-tags-input"
          value={text}
          placeholder={values.length ? '' : placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? <p className="adm-field-error">{error}</p> : <p className="adm-field-hint">{hint ?? t('tags.hint')}</p>}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';
import { Spinner } from './ui.tsx';

/** A record as a picker shows it: its id, its name and an optional second line. */
export interface PickerOption {
  id: number;
  label: string;
  meta?: string;
}

/** Searches a list endpoint for `term` (nothing while it is empty): the matches, by name. */
export type OptionSearch = (term: string) => { options: PickerOption[] | undefined; isFetching: boolean };

/**
 * Chooses one record (`multiple` false) or several from a list of any length: typing searches the
 * list's endpoint, a match is picked with its button, and what is chosen stays shown with its name
 * and can be removed, whatever the search shows. `known` names the records chosen before the
 * picker opened (the saved artwork's artist); records picked from a search keep their name here.
 */
export function SearchPicker({
  label,
  value,
  onChange,
  useOptions,
  known = [],
  multiple = false,
  placeholder,
  hint,
  error,
  name,
  toolbar = false,
}: {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  useOptions: OptionSearch;
  known?: readonly PickerOption[];
  multiple?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
  name?: string;
  /** Rendered in a list's toolbar: a compact label beside the box. */
  toolbar?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<number, PickerOption>>(new Map());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { options, isFetching } = useOptions(term);

  const optionOf = (chosen: number): PickerOption =>
    picked.get(chosen) ??
    known.find((o) => o.id === chosen) ?? { id: chosen, label: t('searchPicker.unknown', { id: chosen }) };
  const choose = (option: PickerOption) => {
    setPicked((map) => new Map(map).set(option.id, option));
    onChange(multiple ? [...value.filter((v) => v !== option.id), option.id] : [option.id]);
    setText('');
    setTerm('');
  };
  const note = error ?? hint;

  return (
    <div
      className={toolbar ? 'adm-toolbar-select adm-search-picker' : 'adm-field adm-search-picker'}
      data-field={name}
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={id} className={toolbar ? 'adm-toolbar-label' : 'adm-label'}>
        {label}
      </label>
      <div className="adm-tags" data-invalid={error ? true : undefined}>
        {value.map((chosen) => {
          const option = optionOf(chosen);
          return (
            <span key={chosen} className="adm-tag">
              {option.label}
              <button
                type="button"
                className="adm-tag-remove"
                aria-label={t('searchPicker.remove', { name: option.label })}
                onClick={() => onChange(value.filter((v) => v !== chosen))}
              >
                <Icon name="close" size={14} />
              </button>
            </span>
          );
        })}
        <input
          id={id}
          type="search"
          className="adm-tags-input"
          autoComplete="off"
          placeholder={placeholder ?? t('searchPicker.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
            if (e.key === 'Escape') setText('');
          }}
          aria-describedby={note ? `${id}-note` : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {term ? (
        <ul className="adm-picker-results" aria-label={t('searchPicker.results', { label })}>
          {isFetching && !options ? (
            <li className="adm-picker-empty">
              <Spinner size="sm" />
            </li>
          ) : options?.length ? (
            options.map((option) => {
              const chosen = value.includes(option.id);
              return (
                <li key={option.id} className="adm-picker-result">
                  <span className="adm-row-text">
                    <span className="adm-row-title">{option.label}</span>
                    {option.meta ? <span className="adm-row-meta">{option.meta}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="adm-button adm-button--secondary adm-button--small"
                    disabled={chosen}
                    aria-label={
                      chosen
                        ? t('searchPicker.chosenName', { name: option.label })
                        : t('searchPicker.chooseName', { name: option.label })
                    }
                    onClick={() => choose(option)}
                  >
                    <Icon name={chosen ? 'check' : 'plus'} size={16} />
                    {chosen ? t('searchPicker.chosen') : t('searchPicker.choose')}
                  </button>
                </li>
              );
            })
          ) : (
            <li className="adm-picker-empty">{t('searchPicker.noResults')}</li>
          )}
        </ul>
      ) : null}
      {note ? (
        <p className={error ? 'adm-field-error' : 'adm-field-hint'} id={`${id}-note`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

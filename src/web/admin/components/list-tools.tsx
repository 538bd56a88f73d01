import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiProblem } from '../lib/errors.ts';
import { t, type AdminKey } from '../lib/i18n.ts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { Icon } from './icons.tsx';
import { LoadError, Spinner } from './ui.tsx';

export type SortOrder = 'asc' | 'desc';
/** How a list is sorted: one of the keys its endpoint accepts, and a direction. */
export interface ListSort<S extends string> {
  sort: S;
  order: SortOrder;
}

/** `name-asc` from the address, when it names one of the list's sort keys; the default otherwise. */
function sortFrom<S extends string>(value: string | null, keys: readonly S[], fallback: ListSort<S>): ListSort<S> {
  const match = /^(.+)-(asc|desc)$/.exec(value ?? '');
  return match && (keys as readonly string[]).includes(match[1]!)
    ? { sort: match[1] as S, order: match[2] as SortOrder }
    : fallback;
}

/**
 * A list's search, filters, sort and page live in the address (?search=&sort=name-asc&page=2), so
 * that a list can be bookmarked, shared and returned to with the back button. Changing anything but
 * the page goes back to page 1. With `sorting`, `sort` is the list's sort (the default when the
 * address has none or an unknown one) and `setSort` changes it; the default is kept out of the address.
 * `chosenSort` is the sort only when it is not the default, for lists whose endpoint sorts by default.
 */
export function useListParams<K extends string, S extends string = never>(
  keys: readonly K[],
  sorting?: { keys: readonly S[]; fallback: ListSort<S> },
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const set = (changes: Partial<Record<K | 'page', string>>, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace: options.replace },
    );
  };
  const sort = sorting ? sortFrom(params.get('sort'), sorting.keys, sorting.fallback) : undefined;
  const setSort = (next: ListSort<S>) => {
    const isDefault = sorting && next.sort === sorting.fallback.sort && next.order === sorting.fallback.order;
    set({ sort: isDefault ? '' : `${next.sort}-${next.order}` } as Partial<Record<K | 'page', string>>);
  };
  const chosenSort =
    sorting && sort && (sort.sort !== sorting.fallback.sort || sort.order !== sorting.fallback.order)
      ? sort
      : undefined;
  /** A new search term replaces the address instead of adding to the history, one entry per pause in typing. */
  const setSearch = (search: string) => set({ search } as Partial<Record<K | 'page', string>>, { replace: true });
  return { page, values, set, setSearch, sort, setSort, chosenSort };
}

/**
 * A column header that sorts the list: a button (reachable with Tab, pressed with Enter or Space)
 * inside a header cell whose aria-sort tells assistive technology the current order. A first press
 * sorts by `firstOrder` (newest first suits dates), the next one turns it round.
 */
export function SortHeader<S extends string>({
  label,
  sortKey,
  current,
  onSort,
  firstOrder = 'asc',
  className,
}: {
  label: string;
  sortKey: S;
  current: ListSort<S>;
  onSort: (next: ListSort<S>) => void;
  firstOrder?: SortOrder;
  className?: string;
}) {
  const active = current.sort === sortKey;
  const next: SortOrder = active ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="adm-sort-button" onClick={() => onSort({ sort: sortKey, order: next })}>
        <span>{label}</span>
        <span className="adm-sort-icon" aria-hidden="true" data-active={active || undefined}>
          {active ? (current.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A search box that waits for a pause in typing before it searches. */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const latest = useRef(onSearch);
  const sent = useRef(value);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The address changed by other means (back button, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = value;
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="adm-search">
      <label htmlFor={id} className="adm-visually-hidden">
        {label}
      </label>
      <Icon name="search" size={16} className="adm-search-icon" />
      <input
        id={id}
        type="search"
        className="adm-input adm-search-input"
        placeholder={placeholder ?? label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            sent.current = text.trim();
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}

/** A select's options labelled by the words at their keys, read when shown (in the language chosen by then). */
export function translatedOptions<V extends string>(
  options: readonly (readonly [V, AdminKey])[],
): readonly { value: V; label: string }[] {
  return options.map(([value, key]) => ({
    value,
    get label() {
      return t(key);
    },
  }));
}

/** A compact labelled select for a list's toolbar (filters and sort). */
export function ToolbarSelect<T extends string>({
  label,
  value,
  onValue,
  options,
}: {
  label: string;
  value: T;
  onValue: (value: T) => void;
  options: readonly { value: T; label: string }[];
}) {
  const id = useId();
  return (
    <div className="adm-toolbar-select">
      <label htmlFor={id} className="adm-toolbar-label">
        {label}
      </label>
      <select
        id={id}
        className="adm-input adm-select adm-select--compact"
        value={value}
        onChange={(e) => onValue(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Tabs that filter a list (All, Published, Drafts), with their counts. */
export function FilterTabs<T extends string>({
  label,
  value,
  onValue,
  tabs,
}: {
  label: string;
  value: T;
  onValue: (value: T) => void;
  tabs: readonly { value: T; label: string; count?: number }[];
}) {
  return (
    <div className="adm-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="adm-tab"
          aria-pressed={tab.value === value}
          onClick={() => onValue(tab.value)}
        >
          {tab.label}
          {tab.count !== undefined ? <span className="adm-tab-count">{tab.count}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** "1–25 of 240" with previous and next links that keep the rest of the address. */
export function Pager({
  page,
  perPage,
  total,
  shown,
}: {
  page: number;
  perPage: number;
  total: number;
  shown: number;
}) {
  const [params] = useSearchParams();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = shown ? (page - 1) * perPage + 1 : 0;
  const to = shown ? from + shown - 1 : 0;
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const link = (n: number, disabled: boolean, label: string, icon: 'arrowLeft' | 'arrowRight') => {
    const content = (
      <>
        {icon === 'arrowLeft' ? <Icon name={icon} size={16} /> : null}
        <span>{label}</span>
        {icon === 'arrowRight' ? <Icon name={icon} size={16} /> : null}
      </>
    );
    return disabled ? (
      <span className="adm-button adm-button--secondary adm-button--small" aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link className="adm-button adm-button--secondary adm-button--small" to={href(n)}>
        {content}
      </Link>
    );
  };
  return (
    <nav className="adm-pager" aria-label={t('list.pagination')}>
      <span className="adm-pager-range">{t('list.range', { from, to, total })}</span>
      <div className="adm-pager-buttons">
        {link(page - 1, page <= 1, t('common.previous'), 'arrowLeft')}
        <span className="adm-pager-page">{t('list.page', { page, pages })}</span>
        {link(page + 1, page >= pages, t('common.next'), 'arrowRight')}
      </div>
    </nav>
  );
}

/**
 * The body of a list card while it loads, fails or is empty; the table itself otherwise. An empty
 * search says so differently from an empty list.
 */
export function ListBody({
  isLoading,
  error,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (error) {
    return (
      <div className="adm-card-body">
        <LoadError message={apiProblem(error)!.message} onRetry={onRetry} />
      </div>
    );
  }
  if (isEmpty) return <div className="adm-list-empty">{empty}</div>;
  return <>{children}</>;
}

/** A list's search box with how many match beside it (the newsletter's subscribers, the customers). */
export function SearchWithCount({
  label,
  value,
  onSearch,
  count,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  /** Null while the list loads. */
  count: string | null;
}) {
  return (
    <div className="adm-list-filters">
      <SearchField label={label} value={value} onSearch={onSearch} />
      {count ? <span className="adm-muted adm-count">{count}</span> : null}
    </div>
  );
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon } from './icons.tsx';
import {
  ListBody,
  Pager,
  SearchField,
  SortHeader,
  ToolbarSelect,
  useListParams,
  type ListSort,
  type SortOrder,
} from './list-tools.tsx';
import { Alert, PageHeader, useDocumentTitle } from './ui.tsx';
import { t, type AdminKey } from '../lib/i18n.ts';

/**
 * The list card every back-office list shares: its toolbar, the table with sortable headers, the
 * loading, failed and empty states and the pager. A screen declares its columns and what is its own.
 */

export interface Column<Row, S extends string = never> {
  /** The header's text; also the cell's label when the table folds into cards on a phone. */
  header: string;
  /** A header that is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** Sorts the list by this key of the endpoint when the header is pressed. */
  sort?: S;
  /** The order of the first press (dates read best newest first). */
  firstOrder?: SortOrder;
  /** The first column carries the row's link and has no label of its own. */
  unlabelled?: boolean;
  /** Said by the cell itself (a badge), so the folded card hides the label. */
  labelHidden?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A column whose header is the words at `key`, read each time the list is rendered (so in the
 * language of that moment, not of when the module loaded).
 */
export function column<Row, S extends string = never>(
  key: AdminKey,
  spec: Omit<Column<Row, S>, 'header'>,
): Column<Row, S> {
  return {
    ...spec,
    get header() {
      return t(key);
    },
  };
}

/** What a list query hook answers, as far as the list card needs it. */
export interface ListQueryState {
  error?: FetchBaseQueryError | SerializedError | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export function ResourceList<Row, S extends string = never>({
  query,
  rows,
  paging,
  columns,
  rowKey,
  rowProps,
  sort,
  onSort,
  toolbar,
  sortMenu = true,
  empty,
  tableClassName = 'adm-table adm-table--rows',
}: {
  query: ListQueryState;
  rows: readonly Row[] | undefined;
  /** The page's place in the whole list, for the pager; lists without pages leave it out. */
  paging?: { page: number; per_page: number; total: number };
  columns: readonly Column<Row, S>[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  sort?: ListSort<S>;
  onSort?: (next: ListSort<S>) => void;
  toolbar?: ReactNode;
  /** Off where the toolbar has a sort menu of its own (artworks). */
  sortMenu?: boolean;
  empty: ReactNode;
  tableClassName?: string;
}) {
  const sortable = columns.filter((column) => column.sort);
  const sortOptions = sortable.flatMap((column) => {
    const first = column.firstOrder ?? 'asc';
    return ([first, first === 'asc' ? 'desc' : 'asc'] as const).map((order) => ({
      value: `${column.sort!}:${order}`,
      label:
        order === 'asc'
          ? t('list.sortAscending', { column: column.header })
          : t('list.sortDescending', { column: column.header }),
    }));
  });
  const current = sort ? `${sort.sort}:${sort.order}` : '';
  // The list's own order (no column's) is a choice too, so the menu never names a sort it is not in.
  if (sort && !sortOptions.some((option) => option.value === current))
    sortOptions.unshift({ value: current, label: t('list.standardOrder') });
  // A phone folds the table into cards and hides its headers: the sorts they offer come as a menu.
  const phoneSort =
    sortMenu && sort && onSort && sortable.length > 0 ? (
      <div className="adm-list-phone-sort">
        <ToolbarSelect
          label={t('list.sort')}
          value={current}
          onValue={(value) => {
            const [key, order] = value.split(':') as [S, SortOrder];
            onSort({ sort: key, order });
          }}
          options={sortOptions}
        />
      </div>
    ) : null;
  // A page past the end of a list that has rows is not an empty list: say so, and the way back.
  const pastTheEnd = paging !== undefined && paging.total > 0 && !rows?.length;
  return (
    <section className="adm-card adm-card--flush" aria-busy={query.isFetching || undefined}>
      {toolbar ? (
        <div className="adm-list-toolbar">
          {toolbar}
          {phoneSort}
        </div>
      ) : phoneSort ? (
        <div className="adm-list-toolbar adm-list-toolbar--phone">{phoneSort}</div>
      ) : null}
      <ListBody
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={!rows?.length}
        empty={pastTheEnd ? <PastTheEnd pages={Math.ceil(paging.total / paging.per_page)} /> : empty}
      >
        <table className={tableClassName}>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sort && sort && onSort ? (
                  <SortHeader
                    key={column.header}
                    label={column.header}
                    sortKey={column.sort}
                    current={sort}
                    onSort={onSort}
                    firstOrder={column.firstOrder}
                  />
                ) : (
                  <th key={column.header} scope="col" className={column.hiddenHeader ? 'adm-table-actions' : undefined}>
                    {column.hiddenHeader ? <span className="adm-visually-hidden">{column.header}</span> : column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.className}
                    data-label={column.unlabelled || column.hiddenHeader ? undefined : column.header}
                    data-label-hidden={column.labelHidden || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {paging ? (
        <Pager page={paging.page} perPage={paging.per_page} total={paging.total} shown={rows?.length ?? 0} />
      ) : null}
    </section>
  );
}

function PastTheEnd({ pages }: { pages: number }) {
  const [params] = useSearchParams();
  const first = new URLSearchParams(params);
  first.delete('page');
  return (
    <p>
      {t('list.pastTheEnd', { count: pages })} <Link to={{ search: first.toString() }}>{t('list.toFirstPage')}</Link>
    </p>
  );
}

/** The name of the record a list screen was sent back to after deleting it, for its notice. */
export function useDeletedName(): string | undefined {
  const location = useLocation();
  return (location.state as { deleted?: string } | null)?.deleted;
}

/** The header's "Add …" button of a list whose records are edited on a page of their own. */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="adm-button adm-button--primary">
      <Icon name="plus" size={16} />
      {label}
    </Link>
  );
}

/**
 * The first cell of a list's row: the record's name, a line about it and, where it has one, its
 * picture (or an icon, or initials, in its place), all one link to the record's page.
 */
export function RecordLink({
  to,
  title,
  meta,
  thumb,
  thumbShape,
}: {
  to: string;
  title: ReactNode;
  meta?: ReactNode;
  /** What the thumbnail shows; no thumbnail without it. */
  thumb?: ReactNode;
  /** Wide for press photos and exhibition views, round for portraits. */
  thumbShape?: 'wide' | 'round';
}) {
  return (
    <Link to={to} className="adm-row-link">
      {thumb === undefined ? null : (
        <span className={thumbShape ? `adm-thumb adm-thumb--${thumbShape}` : 'adm-thumb'}>{thumb}</span>
      )}
      <span className="adm-row-text">
        <span className="adm-row-title">{title}</span>
        {meta ? <span className="adm-row-meta">{meta}</span> : null}
      </span>
    </Link>
  );
}

/** A record's picture in a list's thumbnail, or `fallback` (an icon, initials) when it has none. */
export function ThumbPicture({ src, fallback }: { src: string | null | undefined; fallback: ReactNode }) {
  return src ? <img src={src} alt="" loading="lazy" /> : <>{fallback}</>;
}

/** What a searched list screen's query hook is given: the page, its size, the sort and the search. */
export type SearchedListArgs<S extends string> = { page: number; per_page: number; search?: string } & Partial<
  ListSort<S>
>;

/**
 * A back-office list of one kind of record that staff search, sort and page (artists, exhibitions,
 * press): the header with its Add link, the "deleted" notice, the search box, and the table. Each
 * screen gives only its words, columns, sort keys and query hook.
 */
export function SearchedListScreen<Row extends { id: number }, S extends string>({
  title,
  intro,
  add,
  deletedMessage,
  searchLabel,
  emptyText,
  columns,
  sorting,
  useListQuery,
  perPage = 25,
}: {
  title: string;
  intro: string;
  add: { to: string; label: string };
  deletedMessage: (name: string) => string;
  searchLabel: string;
  emptyText: string;
  columns: readonly Column<Row, S>[];
  sorting: { keys: readonly S[]; fallback: ListSort<S> };
  useListQuery: (args: SearchedListArgs<S>) => ListQueryState & {
    data?: { result: readonly Row[]; page: number; per_page: number; total: number };
  };
  perPage?: number;
}) {
  useDocumentTitle(title);
  const deleted = useDeletedName();
  const { page, values, sort, setSort, setSearch } = useListParams(['search'] as const, sorting);
  const query = useListQuery({ page, per_page: perPage, ...sort, ...(values.search ? { search: values.search } : {}) });
  return (
    <>
      <PageHeader title={title} description={intro} actions={<AddLink to={add.to} label={add.label} />} />
      {deleted ? <Alert tone="success">{deletedMessage(deleted)}</Alert> : null}
      <ResourceList
        query={query}
        rows={query.data?.result}
        paging={query.data}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <div className="adm-list-filters">
            <SearchField label={searchLabel} value={values.search} onSearch={setSearch} />
          </div>
        }
        empty={<p>{values.search ? t('list.noMatches') : emptyText}</p>}
      />
    </>
  );
}

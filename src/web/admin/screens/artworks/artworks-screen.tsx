import { Link } from 'react-router';
import { formatRials } from '#shared/money.ts';
import type { ArtworkListAnswer, ArtworkListQuery } from '#shared/api/manage.ts';
import { artworkAvailabilities, artworkSorts } from '#shared/api/manage.ts';
import { useGetArtworksQuery } from '../../endpoints/get-artworks.ts';
import { Icon } from '../../components/icons.tsx';
import {
  FilterTabs,
  SearchField,
  ToolbarSelect,
  translatedOptions,
  useListParams,
  type SortOrder,
} from '../../components/list-tools.tsx';
import {
  AddLink,
  column,
  RecordLink,
  ResourceList,
  ThumbPicture,
  useDeletedName,
  type Column,
} from '../../components/resource-list.tsx';
import { Alert, Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { adminLanguage, t } from '../../lib/i18n.ts';
import { ArtistPicker } from '../../components/record-pickers.tsx';
const PER_PAGE = 25;

type Sort = (typeof artworkSorts)[number];
type Row = ArtworkListAnswer['result'][number];
const defaultSort = { sort: 'updated', order: 'desc' } as const;

/** The sort menu; the headers of the name, price and updated columns sort too. */
const sortOptions = translatedOptions<`${Sort}-${SortOrder}`>([
  ['updated-desc', 'artworks.sorts.updated'],
  ['updated-asc', 'artworks.sorts.updatedAsc'],
  ['created-desc', 'artworks.sorts.created'],
  ['created-asc', 'artworks.sorts.createdAsc'],
  ['name-asc', 'artworks.sorts.nameAsc'],
  ['name-desc', 'artworks.sorts.nameDesc'],
  ['price-asc', 'artworks.sorts.priceAsc'],
  ['price-desc', 'artworks.sorts.priceDesc'],
]);

const columns: Column<Row, Sort>[] = [
  column('artworks.columns.artwork', {
    sort: 'name',
    unlabelled: true,
    cell: (row) => (
      <RecordLink
        to={`/artworks/${row.id}`}
        title={row.name}
        meta={row.artist?.full_name ?? t('artworks.noArtist')}
        thumb={<ThumbPicture src={row.thumbnail} fallback={<Icon name="image" size={18} />} />}
      />
    ),
  }),
  column('artworks.columns.price', {
    sort: 'price',
    className: 'adm-nowrap',
    cell: (row) => (
      <>
        {formatRials(row.product_price, adminLanguage())}
        {row.discount > 0 ? (
          <span className="adm-row-meta">
            <s>{formatRials(row.price, adminLanguage())}</s> −{row.discount}%
          </span>
        ) : null}
      </>
    ),
  }),
  column('artworks.columns.stock', {
    cell: (row) => row.stock,
  }),
  column('artworks.columns.availability', {
    labelHidden: true,
    cell: (row) => (
      <Badge tone={row.availability === 'available' ? 'neutral' : 'accent'}>
        {t(`artworks.availability.${row.availability}`)}
      </Badge>
    ),
  }),
  column('artworks.columns.status', {
    labelHidden: true,
    cell: (row) => (
      <Badge tone={row.status === 'published' ? 'success' : 'muted'}>{t(`artworks.status.${row.status}`)}</Badge>
    ),
  }),
  column('list.updated', {
    sort: 'updated',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (row) => formatDate(row.updated_at),
  }),
];

/** /admin/artworks: the catalogue, one page at a time from the server, however large it grows. */
export function ArtworksScreen() {
  useDocumentTitle(t('sections.artworks.label'));
  const deleted = useDeletedName();
  const { page, values, set, sort, setSort, setSearch } = useListParams(
    ['search', 'status', 'availability', 'artist'] as const,
    {
      keys: artworkSorts,
      fallback: defaultSort,
    },
  );
  const current = sort ?? defaultSort;
  const status = values.status === 'published' || values.status === 'draft' ? values.status : '';
  const availability = (artworkAvailabilities as readonly string[]).includes(values.availability)
    ? (values.availability as ArtworkListQuery['availability'])
    : undefined;
  const query: ArtworkListQuery = {
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(values.search ? { search: values.search } : {}),
    ...(status ? { status } : {}),
    ...(availability ? { availability } : {}),
    ...(Number(values.artist) > 0 ? { artist_id: Number(values.artist) } : {}),
  };
  const list = useGetArtworksQuery(query);
  const { data } = list;
  const filtered = Boolean(values.search || status || availability || values.artist);

  return (
    <>
      <PageHeader
        title={t('sections.artworks.label')}
        description={t('artworks.intro')}
        actions={<AddLink to="/artworks/new" label={t('artworks.add')} />}
      />
      {deleted ? <Alert tone="success">{t('artworks.deleted', { name: deleted })}</Alert> : null}

      <ResourceList
        query={list}
        rows={data?.result}
        paging={data}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={setSort}
        sortMenu={false}
        toolbar={
          <>
            <FilterTabs
              label={t('artworks.fields.status')}
              value={status}
              onValue={(v) => set({ status: v })}
              tabs={[
                { value: '', label: t('list.all'), count: data?.counts.all },
                { value: 'published', label: t('artworks.statusPlural.published'), count: data?.counts.published },
                { value: 'draft', label: t('artworks.statusPlural.draft'), count: data?.counts.draft },
              ]}
            />
            <div className="adm-list-filters">
              <SearchField label={t('artworks.searchLabel')} value={values.search} onSearch={setSearch} />
              <ToolbarSelect
                label={t('artworks.fields.availability')}
                value={availability ?? ''}
                onValue={(v) => set({ availability: v })}
                options={[
                  { value: '', label: t('artworks.anyAvailability') },
                  ...artworkAvailabilities.map((a) => ({ value: a, label: t(`artworks.availability.${a}`) })),
                ]}
              />
              <ArtistPicker
                toolbar
                label={t('artworks.fields.artist')}
                placeholder={t('artworks.anyArtist')}
                value={Number(values.artist) > 0 ? Number(values.artist) : null}
                onChange={(id) => set({ artist: id === null ? '' : String(id) })}
              />
              <ToolbarSelect
                label={t('list.sort')}
                value={`${current.sort}-${current.order}` as const}
                onValue={(v) => {
                  const [key, order] = v.split('-') as [Sort, SortOrder];
                  setSort({ sort: key, order });
                }}
                options={sortOptions}
              />
            </div>
          </>
        }
        empty={
          filtered ? (
            <>
              <p>{t('list.noMatches')}</p>
              <button
                type="button"
                className="adm-link-button"
                onClick={() => set({ search: '', status: '', availability: '', artist: '' })}
              >
                {t('list.clearFilters')}
              </button>
            </>
          ) : (
            <>
              <p>{t('artworks.empty')}</p>
              <Link to="/artworks/new" className="adm-button adm-button--secondary">
                {t('artworks.add')}
              </Link>
            </>
          )
        }
      />
    </>
  );
}

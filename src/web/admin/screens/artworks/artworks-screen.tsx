import { Link, useLocation } from 'react-router';
import type { ArtworkListQuery } from '#shared/api/manage.ts';
import { artworkAvailabilities } from '#shared/api/manage.ts';
import { useGetArtistsQuery } from '../../endpoints/get-artists.ts';
import { useGetArtworksQuery } from '../../endpoints/get-artworks.ts';
import { Icon } from '../../components/icons.tsx';
import { FilterTabs, ListBody, Pager, SearchField, ToolbarSelect, useListParams } from '../../components/list-tools.tsx';
import { Alert, Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate, formatOmr } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.artworks;
const PER_PAGE = 25;

const sorts = {
  'updated-desc': t.sorts.updated,
  'created-desc': t.sorts.created,
  'name-asc': t.sorts.nameAsc,
  'name-desc': t.sorts.nameDesc,
  'price-asc': t.sorts.priceAsc,
  'price-desc': t.sorts.priceDesc,
} as const;
type SortKey = keyof typeof sorts;

/** /admin/artworks: the catalogue, one page at a time from the server, however large it grows. */
export function ArtworksScreen() {
  useDocumentTitle(strings.sections.artworks.label);
  const location = useLocation();
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  const { page, values, set } = useListParams(['search', 'status', 'availability', 'artist', 'sort'] as const);
  const sort: SortKey = values.sort in sorts ? (values.sort as SortKey) : 'updated-desc';
  const [sortField, order] = sort.split('-') as [NonNullable<ArtworkListQuery['sort']>, 'asc' | 'desc'];
  const status = values.status === 'published' || values.status === 'draft' ? values.status : '';
  const availability = (artworkAvailabilities as readonly string[]).includes(values.availability)
    ? (values.availability as ArtworkListQuery['availability'])
    : undefined;
  const query: ArtworkListQuery = {
    page,
    per_page: PER_PAGE,
    sort: sortField,
    order,
    ...(values.search ? { search: values.search } : {}),
    ...(status ? { status } : {}),
    ...(availability ? { availability } : {}),
    ...(Number(values.artist) > 0 ? { artist_id: Number(values.artist) } : {}),
  };
  const { data, error, isLoading, isFetching, refetch } = useGetArtworksQuery(query);
  const artists = useGetArtistsQuery({ per_page: 200 });
  const filtered = Boolean(values.search || status || availability || values.artist);

  return (
    <>
      <PageHeader
        title={strings.sections.artworks.label}
        description={t.intro}
        actions={
          <Link to="/artworks/new" className="adm-button adm-button--primary">
            <Icon name="plus" size={16} />
            {t.add}
          </Link>
        }
      />
      {deleted ? <Alert tone="success">{t.deleted(deleted)}</Alert> : null}

      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        <div className="adm-list-toolbar">
          <FilterTabs
            label={t.fields.status}
            value={status}
            onValue={(v) => set({ status: v })}
            tabs={[
              { value: '', label: strings.list.all, count: data?.counts.all },
              { value: 'published', label: t.statusPlural.published, count: data?.counts.published },
              { value: 'draft', label: t.statusPlural.draft, count: data?.counts.draft },
            ]}
          />
          <div className="adm-list-filters">
            <SearchField label={t.searchLabel} value={values.search} onSearch={(v) => set({ search: v }, { replace: true })} />
            <ToolbarSelect
              label={t.fields.availability}
              value={availability ?? ''}
              onValue={(v) => set({ availability: v })}
              options={[{ value: '', label: t.anyAvailability }, ...artworkAvailabilities.map((a) => ({ value: a, label: t.availability[a] }))]}
            />
            <ToolbarSelect
              label={t.fields.artist}
              value={values.artist}
              onValue={(v) => set({ artist: v })}
              options={[
                { value: '', label: t.anyArtist },
                ...(artists.data?.result ?? [])
                  .slice()
                  .sort((a, b) => a.full_name.localeCompare(b.full_name))
                  .map((a) => ({ value: String(a.id), label: a.full_name })),
              ]}
            />
            <ToolbarSelect
              label={strings.list.sort}
              value={sort}
              onValue={(v) => set({ sort: v === 'updated-desc' ? '' : v })}
              options={(Object.keys(sorts) as SortKey[]).map((k) => ({ value: k, label: sorts[k] }))}
            />
          </div>
        </div>
        <ListBody
          isLoading={isLoading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={!data?.result.length}
          empty={
            filtered ? (
              <>
                <p>{strings.list.noMatches}</p>
                <button type="button" className="adm-link-button" onClick={() => set({ search: '', status: '', availability: '', artist: '' })}>
                  {strings.list.clearFilters}
                </button>
              </>
            ) : (
              <>
                <p>{t.empty}</p>
                <Link to="/artworks/new" className="adm-button adm-button--secondary">
                  {t.add}
                </Link>
              </>
            )
          }
        >
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.artwork}</th>
                <th scope="col">{t.columns.price}</th>
                <th scope="col">{t.columns.stock}</th>
                <th scope="col">{t.columns.availability}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{strings.list.updated}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/artworks/${row.id}`} className="adm-row-link">
                      <span className="adm-thumb">
                        {row.thumbnail ? <img src={row.thumbnail} alt="" loading="lazy" /> : <Icon name="image" size={18} />}
                      </span>
                      <span className="adm-row-text">
                        <span className="adm-row-title">{row.name}</span>
                        <span className="adm-row-meta">{row.artist?.full_name ?? t.noArtist}</span>
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.price} className="adm-nowrap">
                    {formatOmr(row.product_price)}
                    {row.discount > 0 ? (
                      <span className="adm-row-meta">
                        <s>{formatOmr(row.price)}</s> −{row.discount}%
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t.columns.stock}>{row.stock}</td>
                  <td data-label={t.columns.availability} data-label-hidden>
                    <Badge tone={row.availability === 'available' ? 'neutral' : 'accent'}>{t.availability[row.availability]}</Badge>
                  </td>
                  <td data-label={t.columns.status} data-label-hidden>
                    <Badge tone={row.status === 'published' ? 'success' : 'muted'}>{t.status[row.status]}</Badge>
                  </td>
                  <td data-label={strings.list.updated} className="adm-nowrap adm-muted">
                    {formatDate(row.updated_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListBody>
        {data ? <Pager page={data.page} perPage={data.per_page} total={data.total} shown={data.result.length} /> : null}
      </section>
    </>
  );
}

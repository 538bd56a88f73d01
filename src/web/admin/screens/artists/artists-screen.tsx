import { Link, useLocation } from 'react-router';
import { useGetArtistsQuery } from '../../endpoints/get-artists.ts';
import { Icon } from '../../components/icons.tsx';
import { ListBody, Pager, SearchField, useListParams } from '../../components/list-tools.tsx';
import { Alert, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.artists;
const PER_PAGE = 25;

/** /admin/artists: in the gallery's own order, searched on the server. */
export function ArtistsScreen() {
  useDocumentTitle(strings.sections.artists.label);
  const location = useLocation();
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  const { page, values, set } = useListParams(['search'] as const);
  const { data, error, isLoading, isFetching, refetch } = useGetArtistsQuery({
    page,
    per_page: PER_PAGE,
    ...(values.search ? { search: values.search } : {}),
  });
  return (
    <>
      <PageHeader
        title={strings.sections.artists.label}
        description={t.intro}
        actions={
          <Link to="/artists/new" className="adm-button adm-button--primary">
            <Icon name="plus" size={16} />
            {t.add}
          </Link>
        }
      />
      {deleted ? <Alert tone="success">{t.deleted(deleted)}</Alert> : null}
      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        <div className="adm-list-toolbar">
          <div className="adm-list-filters">
            <SearchField label={t.searchLabel} value={values.search} onSearch={(v) => set({ search: v }, { replace: true })} />
          </div>
        </div>
        <ListBody
          isLoading={isLoading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={!data?.result.length}
          empty={<p>{values.search ? strings.list.noMatches : t.empty}</p>}
        >
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.artist}</th>
                <th scope="col">{t.columns.location}</th>
                <th scope="col">{t.columns.artworks}</th>
                <th scope="col">{t.columns.order}</th>
                <th scope="col">{strings.list.updated}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((artist) => (
                <tr key={artist.id}>
                  <td>
                    <Link to={`/artists/${artist.id}`} className="adm-row-link">
                      <span className="adm-thumb adm-thumb--round">
                        {artist.profile_image?.image_set ? (
                          <img src={artist.profile_image.image_set.src} alt="" loading="lazy" />
                        ) : (
                          <span aria-hidden="true">{initials(artist.full_name)}</span>
                        )}
                      </span>
                      <span className="adm-row-text">
                        <span className="adm-row-title">{artist.full_name}</span>
                        <span className="adm-row-meta">{artist.storefront_url}</span>
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.location}>{artist.location ?? <span className="adm-muted">—</span>}</td>
                  <td data-label={t.columns.artworks}>{t.counts(artist.artwork_count, artist.published_count)}</td>
                  <td data-label={t.columns.order}>{artist.position}</td>
                  <td data-label={strings.list.updated} className="adm-nowrap adm-muted">
                    {formatDate(artist.updated_at)}
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

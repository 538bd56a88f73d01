import { Link, useLocation } from 'react-router';
import { useGetExhibitionsQuery } from '../../endpoints/get-exhibitions.ts';
import { Icon } from '../../components/icons.tsx';
import { ListBody, Pager, SearchField, useListParams } from '../../components/list-tools.tsx';
import { Alert, Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.exhibitions;
const PER_PAGE = 25;

export const exhibitionTone = { current: 'success', upcoming: 'accent', past: 'muted' } as const;

/** /admin/exhibitions: newest opening first, searched on the server. */
export function ExhibitionsScreen() {
  useDocumentTitle(strings.sections.exhibitions.label);
  const location = useLocation();
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  const { page, values, set } = useListParams(['search'] as const);
  const { data, error, isLoading, isFetching, refetch } = useGetExhibitionsQuery({
    page,
    per_page: PER_PAGE,
    ...(values.search ? { search: values.search } : {}),
  });
  return (
    <>
      <PageHeader
        title={strings.sections.exhibitions.label}
        description={t.intro}
        actions={
          <Link to="/exhibitions/new" className="adm-button adm-button--primary">
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
                <th scope="col">{t.columns.exhibition}</th>
                <th scope="col">{t.columns.dates}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.artworks}</th>
                <th scope="col">{t.columns.applications}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((ex) => (
                <tr key={ex.id}>
                  <td>
                    <Link to={`/exhibitions/${ex.id}`} className="adm-row-link">
                      <span className="adm-thumb adm-thumb--wide">
                        {ex.image?.image_set ? <img src={ex.image.image_set.src} alt="" loading="lazy" /> : <Icon name="exhibition" size={18} />}
                      </span>
                      <span className="adm-row-text">
                        <span className="adm-row-title">{ex.title}</span>
                        <span className="adm-row-meta">
                          {t.kind[ex.kind]}
                          {ex.venue ? ` · ${ex.venue}` : ''}
                        </span>
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.dates} className="adm-nowrap">
                    {formatDate(ex.start_date)} – {formatDate(ex.end_date)}
                  </td>
                  <td data-label={t.columns.status} data-label-hidden>
                    <Badge tone={exhibitionTone[ex.status]}>{strings.artworks.exhibitionStatus[ex.status]}</Badge>
                  </td>
                  <td data-label={t.columns.artworks}>{ex.artwork_ids.length}</td>
                  <td data-label={t.columns.applications}>
                    {ex.application_count ? <Link to={`/applications?exhibition=${ex.id}`}>{ex.application_count}</Link> : 0}
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

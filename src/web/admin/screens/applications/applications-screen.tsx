import { Link } from 'react-router';
import { applicationStatuses } from '#shared/api/manage.ts';
import { useGetApplicationsQuery } from '../../endpoints/get-applications.ts';
import { useGetExhibitionsQuery } from '../../endpoints/get-exhibitions.ts';
import { FilterTabs, ListBody, Pager, SearchField, ToolbarSelect, useListParams } from '../../components/list-tools.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import type { ApplicationListQuery } from '../../lib/types.ts';

const t = strings.applications;
const PER_PAGE = 25;

export const applicationTone = { new: 'accent', shortlisted: 'neutral', accepted: 'success', declined: 'muted' } as const;

/** /admin/applications: artists' applications, newest first, filtered by status and exhibition. */
export function ApplicationsScreen() {
  useDocumentTitle(strings.sections.applications.label);
  const { page, values, set } = useListParams(['search', 'status', 'exhibition'] as const);
  const status = (applicationStatuses as readonly string[]).includes(values.status) ? (values.status as ApplicationListQuery['status']) : undefined;
  const { data, error, isLoading, isFetching, refetch } = useGetApplicationsQuery({
    page,
    per_page: PER_PAGE,
    ...(values.search ? { search: values.search } : {}),
    ...(status ? { status } : {}),
    ...(Number(values.exhibition) > 0 ? { exhibition_id: Number(values.exhibition) } : {}),
  });
  const exhibitions = useGetExhibitionsQuery({ per_page: 200 });
  const filtered = Boolean(values.search || status || values.exhibition);

  return (
    <>
      <PageHeader title={strings.sections.applications.label} description={t.intro} />
      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        <div className="adm-list-toolbar">
          <FilterTabs
            label={t.fields.status}
            value={status ?? ''}
            onValue={(v) => set({ status: v })}
            tabs={[{ value: '', label: strings.list.all }, ...applicationStatuses.map((s) => ({ value: s, label: t.status[s] }))]}
          />
          <div className="adm-list-filters">
            <SearchField label={t.searchLabel} value={values.search} onSearch={(v) => set({ search: v }, { replace: true })} />
            <ToolbarSelect
              label={t.fields.exhibition}
              value={values.exhibition}
              onValue={(v) => set({ exhibition: v })}
              options={[{ value: '', label: t.anyExhibition }, ...(exhibitions.data?.result ?? []).map((e) => ({ value: String(e.id), label: e.title }))]}
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
                <button type="button" className="adm-link-button" onClick={() => set({ search: '', status: '', exhibition: '' })}>
                  {strings.list.clearFilters}
                </button>
              </>
            ) : (
              <p>{t.empty}</p>
            )
          }
        >
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.artist}</th>
                <th scope="col">{t.columns.painting}</th>
                <th scope="col">{t.columns.exhibition}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.received}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((a) => (
                <tr key={a.id} data-unread={a.status === 'new' || undefined}>
                  <td>
                    <Link to={`/applications/${a.id}`} className="adm-row-link">
                      <span className="adm-row-text">
                        <span className="adm-row-title">{a.artist_name}</span>
                        <span className="adm-row-meta">{a.artist_email}</span>
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.painting}>{a.painting_name}</td>
                  <td data-label={t.columns.exhibition}>{a.exhibition_title ?? a.exhibition_label}</td>
                  <td data-label={t.columns.status} data-label-hidden>
                    <Badge tone={applicationTone[a.status]}>{t.status[a.status]}</Badge>
                  </td>
                  <td data-label={t.columns.received} className="adm-nowrap adm-muted">
                    {formatDate(a.created_at)}
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

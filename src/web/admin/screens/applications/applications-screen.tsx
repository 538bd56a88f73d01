import { applicationSorts, applicationStatuses, type ManagedApplication } from '#shared/api/manage.ts';
import { useGetApplicationsQuery } from '../../endpoints/get-applications.ts';
import { FilterTabs, SearchField, useListParams } from '../../components/list-tools.tsx';
import { column, RecordLink, ResourceList, type Column } from '../../components/resource-list.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import type { ApplicationListQuery } from '../../lib/types.ts';
import { ExhibitionPicker } from '../../components/record-pickers.tsx';
const PER_PAGE = 25;
type Sort = (typeof applicationSorts)[number];

export const applicationTone = {
  new: 'accent',
  shortlisted: 'neutral',
  accepted: 'success',
  declined: 'muted',
} as const;

const columns: Column<ManagedApplication, Sort>[] = [
  column('applications.columns.artist', {
    sort: 'artist',
    unlabelled: true,
    cell: (a) => <RecordLink to={`/applications/${a.id}`} title={a.artist_name} meta={a.artist_email} />,
  }),
  column('applications.columns.painting', {
    sort: 'painting',
    cell: (a) => a.painting_name,
  }),
  column('applications.columns.exhibition', {
    cell: (a) => a.exhibition_title ?? a.exhibition_label,
  }),
  column('applications.columns.status', {
    sort: 'status',
    labelHidden: true,
    cell: (a) => <Badge tone={applicationTone[a.status]}>{t(`applications.status.${a.status}`)}</Badge>,
  }),
  column('applications.columns.received', {
    sort: 'created',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (a) => formatDate(a.created_at),
  }),
];

/** /admin/applications: artists' applications, newest first unless sorted, filtered by status and exhibition. */
export function ApplicationsScreen() {
  useDocumentTitle(t('sections.applications.label'));
  const { page, values, set, sort, setSort, setSearch } = useListParams(['search', 'status', 'exhibition'] as const, {
    keys: applicationSorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const status = (applicationStatuses as readonly string[]).includes(values.status)
    ? (values.status as ApplicationListQuery['status'])
    : undefined;
  const query = useGetApplicationsQuery({
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(values.search ? { search: values.search } : {}),
    ...(status ? { status } : {}),
    ...(Number(values.exhibition) > 0 ? { exhibition_id: Number(values.exhibition) } : {}),
  });
  const filtered = Boolean(values.search || status || values.exhibition);

  return (
    <>
      <PageHeader title={t('sections.applications.label')} description={t('applications.intro')} />
      <ResourceList
        query={query}
        rows={query.data?.result}
        paging={query.data}
        columns={columns}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-unread': a.status === 'new' || undefined })}
        sort={sort}
        onSort={setSort}
        toolbar={
          <>
            <FilterTabs
              label={t('applications.fields.status')}
              value={status ?? ''}
              onValue={(v) => set({ status: v })}
              tabs={[
                { value: '', label: t('list.all') },
                ...applicationStatuses.map((s) => ({ value: s, label: t(`applications.status.${s}`) })),
              ]}
            />
            <div className="adm-list-filters">
              <SearchField label={t('applications.searchLabel')} value={values.search} onSearch={setSearch} />
              <ExhibitionPicker
                toolbar
                label={t('applications.fields.exhibition')}
                placeholder={t('applications.anyExhibition')}
                value={Number(values.exhibition) > 0 ? Number(values.exhibition) : null}
                onChange={(id) => set({ exhibition: id === null ? '' : String(id) })}
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
                onClick={() => set({ search: '', status: '', exhibition: '' })}
              >
                {t('list.clearFilters')}
              </button>
            </>
          ) : (
            <p>{t('applications.empty')}</p>
          )
        }
      />
    </>
  );
}

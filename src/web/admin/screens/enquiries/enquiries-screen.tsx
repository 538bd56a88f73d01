import { Link } from 'react-router';
import { enquirySorts, type EnquiryStatus } from '#shared/api/manage.ts';
import { useGetEnquiriesQuery } from '../../endpoints/get-enquiries.ts';
import { FilterTabs, SearchField, useListParams } from '../../components/list-tools.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

const PER_PAGE = 25;

export const enquiryTone = { open: 'accent', answered: 'success', closed: 'muted' } as const;

const SHOWN: readonly ('' | EnquiryStatus)[] = ['', 'open', 'answered', 'closed'];

/** /admin/enquiries: what visitors asked about works, newest first, the open ones counted. */
export function EnquiriesScreen() {
  useDocumentTitle(t('sections.enquiries.label'));
  const { page, values, set, sort, setSort, setSearch } = useListParams(['status', 'search'] as const, {
    keys: enquirySorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const status = SHOWN.includes(values.status as EnquiryStatus) ? (values.status as '' | EnquiryStatus) : '';
  const query = useGetEnquiriesQuery({
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(status ? { status } : {}),
    ...(values.search ? { search: values.search } : {}),
  });
  const { data } = query;

  return (
    <>
      <PageHeader title={t('sections.enquiries.label')} description={t('enquiries.intro')} />
      <ResourceList
        query={query}
        rows={data?.result}
        paging={data}
        rowKey={(e) => e.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <>
            <FilterTabs
              label={t('enquiries.show')}
              value={status}
              onValue={(v) => set({ status: v })}
              tabs={SHOWN.map((s) =>
                s === ''
                  ? { value: '', label: t('list.all') }
                  : { value: s, label: t(`enquiries.status.${s}`), ...(s === 'open' ? { count: data?.open } : {}) },
              )}
            />
            <div className="adm-list-filters">
              <SearchField label={t('enquiries.searchLabel')} value={values.search} onSearch={setSearch} />
            </div>
          </>
        }
        empty={
          <p>{values.search ? t('list.noMatches') : status ? t('enquiries.noneInState') : t('enquiries.empty')}</p>
        }
        columns={[
          {
            header: t('enquiries.columns.from'),
            sort: 'name',
            unlabelled: true,
            cell: (e) => (
              <Link to={`/enquiries/${e.id}`} className="adm-row-link">
                <span className="adm-row-text">
                  <span className="adm-row-title">{e.name}</span>
                  <span className="adm-row-meta">{e.email}</span>
                </span>
              </Link>
            ),
          },
          {
            header: t('enquiries.columns.work'),
            cell: (e) => (
              <span className="adm-row-text">
                <span>{e.similar ? t('enquiries.similarTo', { work: e.artwork_name }) : e.artwork_name}</span>
                <span className="adm-row-meta adm-clamp" dir="auto">
                  {e.message}
                </span>
              </span>
            ),
          },
          {
            header: t('enquiries.columns.status'),
            cell: (e) => <Badge tone={enquiryTone[e.status]}>{t(`enquiries.status.${e.status}`)}</Badge>,
          },
          {
            header: t('enquiries.columns.received'),
            sort: 'created',
            firstOrder: 'desc',
            className: 'adm-nowrap adm-muted',
            cell: (e) => formatDateTime(e.created_at),
          },
        ]}
      />
    </>
  );
}

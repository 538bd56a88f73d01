import { outboxSorts, outboxStatuses } from '#shared/api/manage.ts';
import { useGetOutboxQuery } from '../../endpoints/get-outbox.ts';
import { FilterTabs, SearchField, useListParams } from '../../components/list-tools.tsx';
import { column, RecordLink, ResourceList, type Column } from '../../components/resource-list.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import type { OutboxListQuery, OutboxPage } from '../../lib/types.ts';
const PER_PAGE = 25;
type Sort = (typeof outboxSorts)[number];

export const mailTone = { queued: 'accent', sent: 'success', failed: 'accent', stored: 'neutral' } as const;

const columns: Column<OutboxPage['result'][number], Sort>[] = [
  column('outbox.columns.subject', {
    sort: 'subject',
    unlabelled: true,
    cell: (m) => (
      <RecordLink
        to={`/mail-outbox/${m.id}`}
        title={m.subject}
        meta={m.error ? <span className="adm-error-text">{m.error}</span> : null}
      />
    ),
  }),
  column('outbox.columns.to', {
    sort: 'to',
    cell: (m) => m.to_address,
  }),
  column('outbox.columns.status', {
    sort: 'status',
    labelHidden: true,
    cell: (m) => <Badge tone={mailTone[m.status]}>{t(`outbox.status.${m.status}`)}</Badge>,
  }),
  column('outbox.columns.created', {
    sort: 'created',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (m) => formatDateTime(m.created_at),
  }),
];

/** /admin/mail-outbox (owners): every mail the gallery sent or kept, newest first unless sorted. */
export function OutboxScreen() {
  useDocumentTitle(t('sections.mailOutbox.label'));
  const { page, values, set, sort, setSort, setSearch } = useListParams(['status', 'search'] as const, {
    keys: outboxSorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const status = (outboxStatuses as readonly string[]).includes(values.status)
    ? (values.status as OutboxListQuery['status'])
    : undefined;
  const query = useGetOutboxQuery({
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(status ? { status } : {}),
    ...(values.search ? { search: values.search } : {}),
  });
  return (
    <>
      <PageHeader title={t('sections.mailOutbox.label')} description={t('outbox.intro')} />
      <ResourceList
        query={query}
        rows={query.data?.result}
        paging={query.data}
        columns={columns}
        rowKey={(m) => m.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <>
            <FilterTabs
              label={t('outbox.columns.status')}
              value={status ?? ''}
              onValue={(v) => set({ status: v })}
              tabs={[
                { value: '', label: t('list.all') },
                ...outboxStatuses.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
              ]}
            />
            <div className="adm-list-filters">
              <SearchField label={t('outbox.searchLabel')} value={values.search} onSearch={setSearch} />
            </div>
          </>
        }
        empty={<p>{status || values.search ? t('list.noMatches') : t('outbox.empty')}</p>}
      />
    </>
  );
}

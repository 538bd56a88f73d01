import { Link } from 'react-router';
import { outboxStatuses } from '#shared/api/manage.ts';
import { useGetOutboxQuery } from '../../endpoints/get-outbox.ts';
import { FilterTabs, ListBody, Pager, useListParams } from '../../components/list-tools.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import type { OutboxListQuery } from '../../lib/types.ts';

const t = strings.outbox;
const PER_PAGE = 25;

export const mailTone = { queued: 'accent', sent: 'success', failed: 'accent', stored: 'neutral' } as const;

/** /admin/mail-outbox (owners): every mail the gallery sent or kept, newest first. */
export function OutboxScreen() {
  useDocumentTitle(strings.sections.mailOutbox.label);
  const { page, values, set } = useListParams(['status'] as const);
  const status = (outboxStatuses as readonly string[]).includes(values.status) ? (values.status as OutboxListQuery['status']) : undefined;
  const { data, error, isLoading, isFetching, refetch } = useGetOutboxQuery({ page, per_page: PER_PAGE, ...(status ? { status } : {}) });
  return (
    <>
      <PageHeader title={strings.sections.mailOutbox.label} description={t.intro} />
      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        <div className="adm-list-toolbar">
          <FilterTabs
            label={t.columns.status}
            value={status ?? ''}
            onValue={(v) => set({ status: v })}
            tabs={[{ value: '', label: strings.list.all }, ...outboxStatuses.map((s) => ({ value: s, label: t.status[s] }))]}
          />
        </div>
        <ListBody isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!data?.result.length} empty={<p>{status ? strings.list.noMatches : t.empty}</p>}>
          <table className="adm-table adm-table--rows">
            <thead>
              <tr>
                <th scope="col">{t.columns.subject}</th>
                <th scope="col">{t.columns.to}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.created}</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link to={`/mail-outbox/${m.id}`} className="adm-row-link">
                      <span className="adm-row-text">
                        <span className="adm-row-title">{m.subject}</span>
                        {m.error ? <span className="adm-row-meta adm-error-text">{m.error}</span> : null}
                      </span>
                    </Link>
                  </td>
                  <td data-label={t.columns.to}>{m.to_address}</td>
                  <td data-label={t.columns.status} data-label-hidden>
                    <Badge tone={mailTone[m.status]}>{t.status[m.status]}</Badge>
                  </td>
                  <td data-label={t.columns.created} className="adm-nowrap adm-muted">
                    {formatDateTime(m.created_at)}
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

import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '#shared/api/manage.ts';
import { useGetAuditQuery } from '../endpoints/get-audit.ts';
import { Icon } from '../components/icons.tsx';
import { Avatar, Badge, LoadError, PageHeader, Spinner, useDocumentTitle } from '../components/ui.tsx';
import { apiProblem } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { strings } from '../lib/strings.ts';

const t = strings.audit;
const PER_PAGE = 50;

function actionLabel(action: string): string {
  return t.actions[action] ?? action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function entityLabel(entry: AuditEntry): string {
  const name = t.entities[entry.entity] ?? entry.entity;
  return entry.entity_id ? `${name} #${entry.entity_id}` : name;
}

function actionTone(action: string): 'neutral' | 'success' | 'accent' | 'muted' {
  if (action.endsWith('failed') || action.endsWith('.delete')) return 'accent';
  if (action.endsWith('.create')) return 'success';
  if (action.startsWith('session.')) return 'muted';
  return 'neutral';
}

/** /admin/audit-log (owners): who did what, newest first, 50 to a page (?page=N). */
export function AuditScreen() {
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const { data, error, isLoading, isFetching, refetch } = useGetAuditQuery({
    page,
    perPage: PER_PAGE,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const from = data && data.result.length ? (data.page - 1) * data.per_page + 1 : 0;
  const to = data ? from + data.result.length - (data.result.length ? 1 : 0) : 0;

  return (
    <>
      <PageHeader title={strings.sections.audit.label} description={t.intro} />
      <section className="adm-card adm-card--flush" aria-busy={isFetching || undefined}>
        {isLoading ? (
          <div className="adm-card-loading">
            <Spinner />
          </div>
        ) : error ? (
          <div className="adm-card-body">
            <LoadError message={apiProblem(error)!.message} onRetry={() => void refetch()} />
          </div>
        ) : !data?.result.length ? (
          <p className="adm-card-body adm-muted">{t.empty}</p>
        ) : (
          <table className="adm-table adm-table--audit">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.item}</th>
                <th scope="col">{t.detail}</th>
              </tr>
            </thead>
            <tbody>
              {data.result.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t.when} className="adm-nowrap">
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </td>
                  <td data-label={t.who}>
                    <Who entry={entry} />
                  </td>
                  <td data-label={t.action}>
                    <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>
                  </td>
                  <td data-label={t.item} className="adm-nowrap">
                    {entityLabel(entry)}
                  </td>
                  <td data-label={t.detail} className="adm-audit-detail">
                    {entry.detail ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && data.total > 0 ? (
          <nav className="adm-pager" aria-label={t.page(data.page, pages)}>
            <span className="adm-pager-range">{t.range(from, to, data.total)}</span>
            <div className="adm-pager-buttons">
              <PagerLink page={page - 1} disabled={page <= 1} label={strings.common.previous} icon="arrowLeft" />
              <span className="adm-pager-page">{t.page(page, pages)}</span>
              <PagerLink page={page + 1} disabled={page >= pages} label={strings.common.next} icon="arrowRight" />
            </div>
          </nav>
        ) : null}
      </section>
    </>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.staff_name) {
    return (
      <div className="adm-person adm-person--compact">
        <Avatar name={entry.staff_name} size="sm" />
        <div className="adm-person-text">
          <span className="adm-person-name">{entry.staff_name}</span>
          <span className="adm-person-email">{entry.staff_email}</span>
        </div>
      </div>
    );
  }
  const label = entry.action === 'session.sign_in_failed' ? t.visitor : t.unknownActor;
  return <span className="adm-muted">{label}</span>;
}

function PagerLink({
  page,
  disabled,
  label,
  icon,
}: {
  page: number;
  disabled: boolean;
  label: string;
  icon: 'arrowLeft' | 'arrowRight';
}) {
  const content = (
    <>
      {icon === 'arrowLeft' ? <Icon name={icon} size={16} /> : null}
      <span>{label}</span>
      {icon === 'arrowRight' ? <Icon name={icon} size={16} /> : null}
    </>
  );
  if (disabled) {
    return (
      <span className="adm-button adm-button--secondary adm-button--small" aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link className="adm-button adm-button--secondary adm-button--small" to={page === 1 ? '?' : `?page=${page}`}>
      {content}
    </Link>
  );
}

import { auditSorts, type AuditEntry } from '#shared/api/manage.ts';
import { useGetAuditQuery } from '../endpoints/get-audit.ts';
import { SearchField, useListParams } from '../components/list-tools.tsx';
import { column, ResourceList, type Column } from '../components/resource-list.tsx';
import { Avatar, Badge, PageHeader, useDocumentTitle } from '../components/ui.tsx';
import { formatDateTime } from '../lib/format.ts';
import { t, textIfAny } from '../lib/i18n.ts';
const PER_PAGE = 50;

function actionLabel(action: string): string {
  return textIfAny(`audit.actions.${action}`) ?? action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function entityLabel(entry: AuditEntry): string {
  const name = textIfAny(`audit.entities.${entry.entity}`) ?? entry.entity;
  return entry.entity_id ? `${name} #${entry.entity_id}` : name;
}

function actionTone(action: string): 'neutral' | 'success' | 'accent' | 'muted' {
  if (action.endsWith('failed') || action.endsWith('.delete')) return 'accent';
  if (action.endsWith('.create')) return 'success';
  if (action.startsWith('session.')) return 'muted';
  return 'neutral';
}

const columns: Column<AuditEntry, (typeof auditSorts)[number]>[] = [
  column('audit.when', {
    sort: 'created',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  }),
  column('audit.who', {
    cell: (entry) => <Who entry={entry} />,
  }),
  column('audit.action', {
    sort: 'action',
    cell: (entry) => <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>,
  }),
  column('audit.item', {
    sort: 'entity',
    className: 'adm-nowrap',
    cell: (entry) => entityLabel(entry),
  }),
  column('audit.detail', {
    className: 'adm-audit-detail',
    cell: (entry) => entry.detail ?? '—',
  }),
];

/**
 * /admin/audit-log (owners): who did what, newest first unless sorted, 50 to a page (?page=N),
 * searched by staff member, action or item (?search=).
 */
export function AuditScreen() {
  useDocumentTitle(t('audit.documentTitle'));
  const { page, values, sort, setSort, setSearch } = useListParams(['search'] as const, {
    keys: auditSorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const query = useGetAuditQuery({ page, perPage: PER_PAGE, ...sort, search: values.search || undefined });
  return (
    <>
      <PageHeader title={t('sections.audit.label')} description={t('audit.intro')} />
      <ResourceList
        query={query}
        rows={query.data?.result}
        paging={query.data}
        columns={columns}
        rowKey={(entry) => entry.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <div className="adm-list-filters">
            <SearchField label={t('audit.searchLabel')} value={values.search} onSearch={setSearch} />
          </div>
        }
        empty={<p className="adm-muted">{values.search ? t('list.noMatches') : t('audit.empty')}</p>}
        tableClassName="adm-table adm-table--audit"
      />
    </>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.staff_name) {
    return (
      <div className="adm-person adm-person--compact">
        <Avatar name={entry.staff_name} size="sm" />
        <div className="adm-person-text">
          <span className="adm-person-name">
            {entry.staff_name}
            {entry.staff_id === null ? (
              <>
                {' '}
                <Badge tone="muted">{t('audit.removedStaff')}</Badge>
              </>
            ) : null}
          </span>
          <span className="adm-person-email">{entry.staff_email}</span>
        </div>
      </div>
    );
  }
  const label = entry.action.startsWith('session.') ? t('audit.visitor') : t('audit.unknownActor');
  return <span className="adm-muted">{label}</span>;
}

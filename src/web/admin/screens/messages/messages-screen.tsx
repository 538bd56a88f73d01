import { useState } from 'react';
import { useDeleteMessageMutation } from '../../endpoints/delete-message.ts';
import { useGetMessagesQuery } from '../../endpoints/get-messages.ts';
import { useMarkMessageMutation } from '../../endpoints/mark-message.ts';
import { ConfirmRemoval } from '../../components/confirm-dialog.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Icon } from '../../components/icons.tsx';
import { FilterTabs, SearchField, useListParams } from '../../components/list-tools.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { Alert, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import type { ContactMessage } from '../../lib/types.ts';
import { messageSorts } from '#shared/api/manage.ts';
const PER_PAGE = 25;

/** /admin/messages: what visitors sent through the contact form, newest first. */
export function MessagesScreen() {
  useDocumentTitle(t('sections.messages.label'));
  const { page, values, set, sort, setSort, setSearch } = useListParams(['show', 'search'] as const, {
    keys: messageSorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const unreadOnly = values.show === 'unread';
  const query = useGetMessagesQuery({
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(unreadOnly ? { unread: 'true' } : {}),
    ...(values.search ? { search: values.search } : {}),
  });
  const { data } = query;
  const [mark, marking] = useMarkMessageMutation();
  const [remove, removed] = useDeleteMessageMutation();
  const [reading, setReading] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const markProblem = apiProblem(marking.error);

  const open = (message: ContactMessage) => {
    setNotice(null);
    setReading(message);
    if (!message.read) void mark({ id: message.id, read: true });
  };

  return (
    <>
      <PageHeader title={t('sections.messages.label')} description={t('messages.intro')} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {markProblem ? <Alert tone="danger">{markProblem.message}</Alert> : null}
      <ResourceList
        query={query}
        rows={data?.result}
        paging={data}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-unread': !m.read || undefined })}
        sort={sort}
        onSort={setSort}
        toolbar={
          <>
            <FilterTabs
              label={t('messages.show')}
              value={unreadOnly ? 'unread' : ''}
              onValue={(v) => set({ show: v })}
              tabs={[
                { value: '', label: t('list.all') },
                { value: 'unread', label: t('messages.unread'), count: data?.unread },
              ]}
            />
            <div className="adm-list-filters">
              <SearchField label={t('messages.searchLabel')} value={values.search} onSearch={setSearch} />
            </div>
          </>
        }
        empty={<p>{values.search ? t('list.noMatches') : unreadOnly ? t('messages.noUnread') : t('messages.empty')}</p>}
        columns={[
          {
            header: t('messages.columns.from'),
            sort: 'name',
            unlabelled: true,
            cell: (m) => (
              <button type="button" className="adm-row-link adm-row-button" onClick={() => open(m)}>
                <span className={m.read ? 'adm-read-dot' : 'adm-unread-dot'} aria-hidden="true" />
                <span className="adm-row-text">
                  <span className="adm-row-title">
                    {m.name}
                    {!m.read ? <span className="adm-visually-hidden"> ({t('messages.unread')})</span> : null}
                  </span>
                  <span className="adm-row-meta">{m.email}</span>
                </span>
              </button>
            ),
          },
          {
            header: t('messages.columns.subject'),
            sort: 'subject',
            cell: (m) => (
              <span className="adm-row-text">
                <span>{m.subject || t('messages.noSubject')}</span>
                <span className="adm-row-meta adm-clamp" dir="auto">
                  {m.message}
                </span>
              </span>
            ),
          },
          {
            header: t('messages.columns.received'),
            sort: 'created',
            firstOrder: 'desc',
            className: 'adm-nowrap adm-muted',
            cell: (m) => formatDateTime(m.created_at),
          },
          {
            header: t('list.actions'),
            hiddenHeader: true,
            className: 'adm-table-actions',
            cell: (m) => (
              <div className="adm-row-actions">
                <button
                  type="button"
                  className="adm-button adm-button--secondary adm-button--small"
                  disabled={marking.isLoading}
                  onClick={() => void mark({ id: m.id, read: !m.read })}
                  aria-label={`${m.read ? t('messages.markUnread') : t('messages.markRead')}: ${m.name}`}
                >
                  <Icon name={m.read ? 'message' : 'mailOpen'} size={16} />
                  <span className="adm-hide-narrow">{m.read ? t('messages.markUnread') : t('messages.markRead')}</span>
                </button>
                <button
                  type="button"
                  className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
                  aria-label={`${t('form.delete')}: ${m.name}`}
                  onClick={() => {
                    setNotice(null);
                    setDeleting(m);
                  }}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            ),
          },
        ]}
      />

      <Dialog
        open={reading !== null}
        onOpenChange={(o) => (o ? undefined : setReading(null))}
        title={reading?.subject || t('messages.noSubject')}
      >
        {reading ? (
          <>
            <dl className="adm-details">
              <dt>{t('messages.columns.from')}</dt>
              <dd>
                {reading.name} · <a href={`mailto:${reading.email}`}>{reading.email}</a>
              </dd>
              {reading.phone ? (
                <>
                  <dt>{t('messages.phone')}</dt>
                  <dd>
                    <a href={`tel:${reading.phone}`}>
                      <bdi dir="ltr">{reading.phone}</bdi>
                    </a>
                  </dd>
                </>
              ) : null}
              <dt>{t('messages.columns.received')}</dt>
              <dd>{formatDateTime(reading.created_at)}</dd>
            </dl>
            <p className="adm-quote-block" dir="auto">
              {reading.message}
            </p>
            <div className="adm-dialog-actions">
              <a
                className="adm-button adm-button--primary"
                href={`mailto:${reading.email}?subject=${encodeURIComponent(`Re: ${reading.subject}`)}`}
              >
                <Icon name="message" size={16} />
                {t('messages.reply')}
              </a>
            </div>
          </>
        ) : null}
      </Dialog>

      <ConfirmRemoval
        item={deleting}
        title={(m) => t('messages.deleteTitle', { name: m.name })}
        body={t('messages.deleteBody')}
        confirmLabel={t('messages.deleteConfirm')}
        remove={(m) => remove(m.id).unwrap()}
        removal={removed}
        onRemoved={(m) => setNotice(t('messages.deleted', { name: m.name }))}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

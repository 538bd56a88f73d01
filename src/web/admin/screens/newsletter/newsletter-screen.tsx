import { useState } from 'react';
import { useDeleteSubscriberMutation } from '../../endpoints/delete-subscriber.ts';
import { useGetSubscribersQuery } from '../../endpoints/get-subscribers.ts';
import { ConfirmRemoval } from '../../components/confirm-dialog.tsx';
import { Icon } from '../../components/icons.tsx';
import { SearchWithCount, useListParams } from '../../components/list-tools.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { subscriberSorts } from '#shared/api/manage.ts';
import { Alert, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
const PER_PAGE = 50;
/** The export streams every subscriber; the browser saves it under the server's file name. */
const CSV_URL = '/admin/api/manage/subscribers.csv';

/** /admin/newsletter: who signed up, searched by address, exported as CSV for a mailing-list service. */
export function NewsletterScreen() {
  useDocumentTitle(t('sections.newsletter.label'));
  const { page, values, sort, setSort, setSearch } = useListParams(['search'] as const, {
    keys: subscriberSorts,
    fallback: { sort: 'created', order: 'desc' },
  });
  const query = useGetSubscribersQuery({
    page,
    per_page: PER_PAGE,
    ...sort,
    ...(values.search ? { search: values.search } : {}),
  });
  const { data } = query;
  const [remove, removed] = useDeleteSubscriberMutation();
  const [removing, setRemoving] = useState<{ id: number; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('sections.newsletter.label')}
        description={t('newsletter.intro')}
        actions={
          <a className="adm-button adm-button--secondary" href={CSV_URL} download>
            <Icon name="download" size={16} />
            {t('newsletter.export')}
          </a>
        }
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ResourceList
        query={query}
        rows={data?.result}
        paging={data}
        rowKey={(s) => s.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <SearchWithCount
            label={t('newsletter.searchLabel')}
            value={values.search}
            onSearch={setSearch}
            count={data ? t('newsletter.count', { count: data.total }) : null}
          />
        }
        empty={<p>{values.search ? t('list.noMatches') : t('newsletter.empty')}</p>}
        columns={[
          {
            header: t('newsletter.columns.email'),
            sort: 'email',
            unlabelled: true,
            cell: (s) => (
              <a href={`mailto:${s.email}`} className="adm-row-title">
                {s.email}
              </a>
            ),
          },
          {
            header: t('newsletter.columns.since'),
            sort: 'created',
            firstOrder: 'desc',
            className: 'adm-nowrap adm-muted',
            cell: (s) => formatDateTime(s.created_at),
          },
          {
            header: t('list.actions'),
            hiddenHeader: true,
            className: 'adm-table-actions',
            cell: (s) => (
              <button
                type="button"
                className="adm-button adm-button--ghost-danger adm-button--small"
                aria-label={`${t('form.remove')} ${s.email}`}
                onClick={() => {
                  setNotice(null);
                  setRemoving(s);
                }}
              >
                <Icon name="trash" size={16} />
                <span className="adm-hide-narrow">{t('form.remove')}</span>
              </button>
            ),
          },
        ]}
      />
      <ConfirmRemoval
        item={removing}
        title={(s) => t('newsletter.removeTitle', { email: s.email })}
        body={t('newsletter.removeBody')}
        confirmLabel={t('newsletter.removeConfirm')}
        remove={(s) => remove(s.id).unwrap()}
        removal={removed}
        onRemoved={(s) => setNotice(t('newsletter.removed', { email: s.email }))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

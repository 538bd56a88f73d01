import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useGetOutboxMailQuery } from '../../endpoints/get-outbox-mail.ts';
import { EditHeader } from '../../components/edit-page.tsx';
import { FilterTabs } from '../../components/list-tools.tsx';
import { Icon } from '../../components/icons.tsx';
import { Alert, Badge, LoadError, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import { mailTone } from './outbox-screen.tsx';

const t = strings.outbox;

/**
 * /admin/mail-outbox/:id (owners): one mail as the customer saw it. Its HTML is shown only in a
 * frame with `sandbox=""` (no scripts, no forms, no same-origin access), from srcdoc.
 */
export function MailScreen() {
  const { id } = useParams();
  const mailId = Number(id);
  const { data, error, isLoading, refetch } = useGetOutboxMailQuery(mailId, { skip: !Number.isInteger(mailId) });
  const [view, setView] = useState<'html' | 'text'>('html');
  useDocumentTitle(data?.subject ?? strings.sections.mailOutbox.label);
  if (isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const problem = apiProblem(error);
    if (problem?.status === 404 || !Number.isInteger(mailId)) {
      return (
        <section className="adm-card adm-empty">
          <h1 className="adm-empty-title">{t.notFound}</h1>
          <Link to="/mail-outbox" className="adm-button adm-button--secondary">
            <Icon name="arrowLeft" size={16} />
            {t.backToList}
          </Link>
        </section>
      );
    }
    return <LoadError message={problem?.message ?? strings.errors.unexpected} onRetry={() => void refetch()} />;
  }
  return (
    <div className="adm-edit">
      <EditHeader
        backTo="/mail-outbox"
        backLabel={strings.sections.mailOutbox.label}
        title={data.subject}
        badges={<Badge tone={mailTone[data.status]}>{t.status[data.status]}</Badge>}
      />
      {data.error ? <Alert tone="danger">{data.error}</Alert> : null}
      <section className="adm-card adm-form-card">
        <dl className="adm-details">
          <dt>{t.columns.to}</dt>
          <dd>{data.to_address}</dd>
          <dt>{t.columns.created}</dt>
          <dd>{formatDateTime(data.created_at)}</dd>
          <dt>{t.sentAt}</dt>
          <dd>{data.sent_at ? formatDateTime(data.sent_at) : t.notSent}</dd>
        </dl>
        <FilterTabs
          label={t.viewAs}
          value={view}
          onValue={setView}
          tabs={[
            { value: 'html', label: t.html },
            { value: 'text', label: t.text },
          ]}
        />
        {view === 'html' ? (
          <iframe
            className="adm-mail-frame"
            title={t.frameTitle(data.subject)}
            sandbox=""
            srcDoc={data.html}
            referrerPolicy="no-referrer"
          />
        ) : (
          <pre className="adm-quote-block adm-mail-text">{data.text}</pre>
        )}
      </section>
    </div>
  );
}

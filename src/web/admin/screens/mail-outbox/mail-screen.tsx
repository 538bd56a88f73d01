import { useState } from 'react';
import { useGetOutboxMailQuery } from '../../endpoints/get-outbox-mail.ts';
import { EditHeader } from '../../components/edit-page.tsx';
import { FilterTabs } from '../../components/list-tools.tsx';
import { ReadRecordGate } from '../../components/edit-form.tsx';
import { Alert, Badge } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import type { OutboxMail } from '../../lib/types.ts';
import { mailTone } from './outbox-screen.tsx';

/**
 * /admin/mail-outbox/:id (owners): one mail as the customer saw it. Its HTML is shown only in a
 * frame with `sandbox=""` (no scripts, no forms, no same-origin access), from srcdoc.
 */
export function MailScreen() {
  return (
    <ReadRecordGate<OutboxMail>
      useQuery={useGetOutboxMailQuery}
      titleOf={(mail) => mail.subject}
      titleWhileMissing={t('sections.mailOutbox.label')}
      notFound={{ title: t('outbox.notFound'), backTo: '/mail-outbox', backLabel: t('outbox.backToList') }}
    >
      {(mail) => <MailView data={mail} />}
    </ReadRecordGate>
  );
}

function MailView({ data }: { data: OutboxMail }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <div className="adm-edit">
      <EditHeader
        backTo="/mail-outbox"
        backLabel={t('sections.mailOutbox.label')}
        title={data.subject}
        badges={<Badge tone={mailTone[data.status]}>{t(`outbox.status.${data.status}`)}</Badge>}
      />
      {data.error ? <Alert tone="danger">{data.error}</Alert> : null}
      <section className="adm-card adm-form-card">
        <dl className="adm-details">
          <dt>{t('outbox.columns.to')}</dt>
          <dd>{data.to_address}</dd>
          <dt>{t('outbox.columns.created')}</dt>
          <dd>{formatDateTime(data.created_at)}</dd>
          <dt>{t('outbox.sentAt')}</dt>
          <dd>{data.sent_at ? formatDateTime(data.sent_at) : t('outbox.notSent')}</dd>
        </dl>
        <FilterTabs
          label={t('outbox.viewAs')}
          value={view}
          onValue={setView}
          tabs={[
            { value: 'html', label: t('outbox.html') },
            { value: 'text', label: t('outbox.text') },
          ]}
        />
        {view === 'html' ? (
          <iframe
            className="adm-mail-frame"
            title={t('outbox.frameTitle', { subject: data.subject })}
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

import { Link } from 'react-router';
import type { ManagedApplication } from '#shared/api/manage.ts';
import { applicationStatuses } from '#shared/api/manage.ts';
import { useGetApplicationQuery } from '../../endpoints/get-application.ts';
import { useSetApplicationStatusMutation } from '../../endpoints/set-application-status.ts';
import { EditHeader } from '../../components/edit-page.tsx';
import { FormCard } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { ReadRecordGate } from '../../components/edit-form.tsx';
import { Alert, Badge } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { applicationTone } from './applications-screen.tsx';

/** /admin/applications/:id: what the artist sent, their files, and where the application stands. */
export function ApplicationScreen() {
  return (
    <ReadRecordGate<ManagedApplication>
      useQuery={useGetApplicationQuery}
      titleOf={(application) => t('applications.titleOf', { name: application.artist_name })}
      titleWhileMissing={t('sections.applications.label')}
      notFound={{ title: t('applications.notFound'), backTo: '/applications', backLabel: t('applications.backToList') }}
    >
      {(application) => <ApplicationView data={application} />}
    </ReadRecordGate>
  );
}

function ApplicationView({ data }: { data: ManagedApplication }) {
  const [setStatus, setting] = useSetApplicationStatusMutation();
  const problem = apiProblem(setting.error);
  return (
    <div className="adm-edit">
      <EditHeader
        backTo="/applications"
        backLabel={t('sections.applications.label')}
        title={t('applications.titleOf', { name: data.artist_name })}
        badges={<Badge tone={applicationTone[data.status]}>{t(`applications.status.${data.status}`)}</Badge>}
      />
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <FormCard title={t('applications.cards.artist')}>
            <dl className="adm-details">
              <dt>{t('applications.fields.name')}</dt>
              <dd>{data.artist_name}</dd>
              <dt>{t('applications.fields.email')}</dt>
              <dd>
                <a href={`mailto:${data.artist_email}`}>{data.artist_email}</a>
              </dd>
              <dt>{t('applications.fields.mobile')}</dt>
              <dd>
                <a href={`tel:${data.artist_mobile}`}>{data.artist_mobile}</a>
              </dd>
              <dt>{t('applications.fields.exhibition')}</dt>
              <dd>
                {data.exhibition_id ? (
                  <Link to={`/exhibitions/${data.exhibition_id}`}>{data.exhibition_title}</Link>
                ) : (
                  data.exhibition_label
                )}
              </dd>
              <dt>{t('applications.fields.received')}</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </dl>
          </FormCard>
          <FormCard title={t('applications.cards.about')}>
            <p className="adm-quote-block">{data.artist_description}</p>
          </FormCard>
          <FormCard title={t('applications.cards.files')}>
            <div className="adm-files">
              <FileRow label={t('applications.fields.painting')} title={data.painting_name} file={data.painting} />
              <FileRow label={t('applications.fields.portfolio')} file={data.portfolio} />
            </div>
          </FormCard>
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t('applications.cards.status')} description={t('applications.statusIntro')}>
            <div className="adm-status-buttons" role="group" aria-label={t('applications.fields.status')}>
              {applicationStatuses.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="adm-button adm-button--secondary"
                  aria-pressed={data.status === s}
                  disabled={setting.isLoading}
                  onClick={() => void setStatus({ id: data.id, status: s })}
                >
                  {data.status === s ? <Icon name="check" size={16} /> : null}
                  {t(`applications.status.${s}`)}
                </button>
              ))}
            </div>
            <a
              className="adm-button adm-button--secondary"
              href={`mailto:${data.artist_email}?subject=${encodeURIComponent(t('applications.replySubject', { exhibition: data.exhibition_title ?? data.exhibition_label }))}`}
            >
              <Icon name="message" size={16} />
              {t('applications.reply')}
            </a>
          </FormCard>
        </aside>
      </div>
    </div>
  );
}

function FileRow({ label, title, file }: { label: string; title?: string; file: ManagedApplication['painting'] }) {
  return (
    <div className="adm-file-row">
      <span className="adm-thumb">
        <Icon name="file" size={18} />
      </span>
      <span className="adm-row-text">
        <span className="adm-row-title">{title ? `${label}: ${title}` : label}</span>
        <span className="adm-row-meta">
          {file ? `${file.original_name ?? file.mime} · ${formatBytes(file.bytes)}` : t('applications.noFile')}
        </span>
      </span>
      {file ? (
        <a className="adm-button adm-button--secondary adm-button--small" href={file.download_url} download>
          <Icon name="download" size={16} />
          {t('applications.download')}
        </a>
      ) : null}
    </div>
  );
}

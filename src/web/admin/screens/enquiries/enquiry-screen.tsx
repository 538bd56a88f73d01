import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { enquiryReplyBody, type EnquiryDetail, type EnquiryReplyBody } from '#shared/api/manage.ts';
import { useAnswerEnquiryMutation } from '../../endpoints/answer-enquiry.ts';
import { useGetEnquiryQuery } from '../../endpoints/get-enquiry.ts';
import { useSetEnquiryClosedMutation } from '../../endpoints/set-enquiry-closed.ts';
import { ReadRecordGate } from '../../components/edit-form.tsx';
import { EditHeader } from '../../components/edit-page.tsx';
import { Field, FormCard } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { Alert, Badge } from '../../components/ui.tsx';
import { apiProblem, staffFieldMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { enquiryTone } from './enquiries-screen.tsx';

const LANGUAGE_KEYS = ['en', 'fr', 'de', 'ar'] as const;

/** /admin/enquiries/:id: the enquiry with its work, the answers sent, and the answer form. */
export function EnquiryScreen() {
  return (
    <ReadRecordGate<EnquiryDetail>
      useQuery={useGetEnquiryQuery}
      titleOf={(enquiry) => t('enquiries.titleOf', { name: enquiry.name })}
      titleWhileMissing={t('sections.enquiries.label')}
      notFound={{ title: t('enquiries.notFound'), backTo: '/enquiries', backLabel: t('enquiries.backToList') }}
    >
      {(enquiry) => <EnquiryView data={enquiry} />}
    </ReadRecordGate>
  );
}

function EnquiryView({ data }: { data: EnquiryDetail }) {
  const [setClosed, closing] = useSetEnquiryClosedMutation();
  const closeProblem = apiProblem(closing.error);
  const language = (LANGUAGE_KEYS as readonly string[]).includes(data.language) ? data.language : 'en';
  return (
    <div className="adm-edit">
      <EditHeader
        backTo="/enquiries"
        backLabel={t('sections.enquiries.label')}
        title={t('enquiries.titleOf', { name: data.name })}
        badges={<Badge tone={enquiryTone[data.status]}>{t(`enquiries.status.${data.status}`)}</Badge>}
      />
      {closeProblem ? <Alert tone="danger">{closeProblem.message}</Alert> : null}
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <FormCard title={t('enquiries.cards.work')}>
            <div className="adm-file-row" data-testid="enquiry-work">
              {data.artwork_thumbnail ? (
                <img className="adm-thumb" src={data.artwork_thumbnail} alt="" width={48} height={48} />
              ) : (
                <span className="adm-thumb">
                  <Icon name="artwork" size={18} />
                </span>
              )}
              <span className="adm-row-text">
                <span className="adm-row-title">
                  {data.similar ? t('enquiries.similarTo', { work: data.artwork_name }) : data.artwork_name}
                </span>
                <span className="adm-row-meta">
                  {data.artwork_id === null ? (
                    t('enquiries.workDeleted')
                  ) : (
                    <>
                      <Link to={`/artworks/${data.artwork_id}`}>{t('enquiries.editWork')}</Link>
                      {data.artwork_url ? (
                        <>
                          {' · '}
                          <a href={data.artwork_url} target="_blank" rel="noopener noreferrer">
                            {t('enquiries.viewWork')}
                          </a>
                        </>
                      ) : null}
                    </>
                  )}
                </span>
              </span>
            </div>
          </FormCard>
          <FormCard title={t('enquiries.cards.message')}>
            <p className="adm-quote-block" dir="auto">
              {data.message}
            </p>
          </FormCard>
          {data.replies.length > 0 ? (
            <FormCard title={t('enquiries.cards.replies')}>
              <ol className="adm-plain-list">
                {data.replies.map((r) => (
                  <li key={r.id}>
                    <p className="adm-row-meta">
                      {t('enquiries.sentBy', { name: r.staff_name ?? '—', when: formatDateTime(r.created_at) })}
                      {r.mail_id !== null ? (
                        <>
                          {' · '}
                          <Link to={`/mail-outbox/${r.mail_id}`}>{t('enquiries.inOutbox')}</Link>
                        </>
                      ) : null}
                    </p>
                    <p className="adm-quote-block" dir="auto">
                      {r.message}
                    </p>
                  </li>
                ))}
              </ol>
            </FormCard>
          ) : null}
          <AnswerForm enquiry={data} language={t(`enquiries.languages.${language as 'en'}`)} />
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t('enquiries.cards.from')}>
            <dl className="adm-details">
              <dt>{t('enquiries.fields.name')}</dt>
              <dd>{data.name}</dd>
              <dt>{t('enquiries.fields.email')}</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              {data.phone ? (
                <>
                  <dt>{t('enquiries.fields.phone')}</dt>
                  <dd>
                    <a href={`tel:${data.phone}`}>
                      <bdi dir="ltr">{data.phone}</bdi>
                    </a>
                  </dd>
                </>
              ) : null}
              <dt>{t('enquiries.fields.language')}</dt>
              <dd>{t(`enquiries.languages.${language as 'en'}`)}</dd>
              <dt>{t('enquiries.fields.received')}</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </dl>
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={closing.isLoading}
              onClick={() => void setClosed({ id: data.id, closed: data.status !== 'closed' })}
            >
              <Icon name={data.status === 'closed' ? 'undo' : 'check'} size={16} />
              {data.status === 'closed' ? t('enquiries.reopen') : t('enquiries.close')}
            </button>
          </FormCard>
        </aside>
      </div>
    </div>
  );
}

/** The answer, checked with the server's own schema; the server's refusal is shown beside the field. */
function AnswerForm({ enquiry, language }: { enquiry: EnquiryDetail; language: string }) {
  const [answer, answering] = useAnswerEnquiryMutation();
  const problem = apiProblem(answering.error);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryReplyBody>({ resolver: zodResolver(enquiryReplyBody), defaultValues: { message: '' } });

  useEffect(() => {
    for (const [field, message] of Object.entries(problem?.fields ?? {})) {
      if (field === 'message') setError('message', { message });
    }
  }, [problem, setError]);

  const onSubmit = handleSubmit(async (values) => {
    const sent = await answer({ id: enquiry.id, ...values });
    if ('data' in sent) reset({ message: '' });
  });

  const error = errors.message?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('enquiries.cards.answer')}>
      <FormCard title={t('enquiries.cards.answer')} description={t('enquiries.answerHint', { language })}>
        {answering.isSuccess ? <Alert tone="success">{t('enquiries.sent', { email: enquiry.email })}</Alert> : null}
        {problem && !problem.fields.message ? <Alert tone="danger">{problem.message}</Alert> : null}
        <Field label={t('enquiries.fields.answer')} name="message" error={error ? staffFieldMessage(error) : undefined}>
          {(control) => <textarea className="adm-input adm-textarea" rows={8} {...control} {...register('message')} />}
        </Field>
        <div className="adm-dialog-actions">
          <button type="submit" className="adm-button adm-button--primary" disabled={answering.isLoading}>
            <Icon name="message" size={16} />
            {t('enquiries.send')}
          </button>
        </div>
      </FormCard>
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactBody } from '#shared/api/gallery.ts';
import { isPhoneNumber } from '#shared/phone.ts';
import { isEmailAddress } from '#shared/email-address.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldList, FormFailed, FormSent } from '#web/components/ui/form-field.tsx';
import { apiFailure, focusFirstProblem, useServerFieldErrors, useServerMessage } from '#web/lib/form-errors.ts';
import { useSendContactMessageMutation } from '../api/send-contact-message.ts';
import styles from './contact-form.module.css';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
type Messages = Partial<Record<ContactField, string>>;

/** The i18n keys (contact.errors.*) of what is missing or wrong. */
export function validateContact(body: ContactBody): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!body.name.trim()) errors.name = 'nameRequired';
  if (!body.email.trim()) errors.email = 'emailRequired';
  else if (!isEmailAddress(body.email.trim())) errors.email = 'emailInvalid';
  if (body.phone && !isPhoneNumber(body.phone)) errors.phone = 'phoneInvalid';
  if (!body.subject.trim()) errors.subject = 'subjectRequired';
  if (!body.message.trim()) errors.message = 'messageRequired';
  else if (body.message.trim().length > 5000) errors.message = 'messageTooLong';
  return errors;
}

/**
 * The contact form: name, e-mail, phone (optional), subject and message, sent as JSON to POST /contact.
 * docs/product.md#error-messages: a non-ok answer shows 'Failed to submit contact form' with the fields the server named.
 */
export function ContactForm() {
  const { t } = useTranslation('gallery');
  const [send, { isLoading }] = useSendContactMessageMutation();
  const serverFieldErrors = useServerFieldErrors(FIELDS);
  const serverMessage = useServerMessage();
  const [errors, setErrors] = useState<Messages>({});
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  /** Why sending failed, when it is not a field's fault: only the request limit says so. */
  const [reason, setReason] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noteId = useId();

  const focusFirst = (messages: Messages) => focusFirstProblem(formRef.current, FIELDS, messages);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (field: ContactField) => String(data.get(field) ?? '').trim();
    const body: ContactBody = {
      name: value('name'),
      email: value('email'),
      subject: value('subject'),
      message: value('message'),
    };
    if (value('phone')) body.phone = value('phone');

    const problems = validateContact(body);
    const messages: Messages = {};
    for (const [field, key] of Object.entries(problems)) messages[field as ContactField] = t(`contact.errors.${key}`);
    setErrors(messages);
    setOutcome(null);
    if (Object.keys(messages).length > 0) {
      focusFirst(messages);
      return;
    }
    try {
      await send(body).unwrap();
      form.reset();
      setOutcome('sent');
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      const failure = apiFailure(error);
      setErrors(fromServer);
      setReason(failure.status === 429 ? serverMessage(failure.message, t('contact.tooMany')) : null);
      setOutcome('failed');
      focusFirst(fromServer);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={noteId}
    >
      <p id={noteId} className={styles.note}>
        {t('form.requiredNote')}
      </p>
      <div className={styles.grid}>
        <FieldList
          fields={[
            { name: 'name', type: 'text', autoComplete: 'name', required: true },
            { name: 'email', type: 'email', autoComplete: 'email', required: true },
            { name: 'phone', type: 'tel', autoComplete: 'tel' },
            { name: 'subject', type: 'text', required: true },
            { name: 'message', multiline: true, rows: 6, maxLength: 5000, required: true, wide: true },
          ]}
          label={(name) => t(`contact.form.${name}`)}
          errors={errors}
          optionalLabel={t('form.optional')}
          wideClassName={styles.wide}
        />
      </div>
      {outcome === 'failed' ? (
        <FormFailed>
          {t('contact.failed')}
          {reason ? (
            <>
              <br />
              {reason}
            </>
          ) : null}
        </FormFailed>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" busy={isLoading}>
          {isLoading ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
        <div className={styles.outcome} aria-live="polite">
          {outcome === 'sent' ? <FormSent>{t('contact.success')}</FormSent> : null}
        </div>
      </div>
    </form>
  );
}

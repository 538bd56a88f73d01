import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { enquiryFields } from '#shared/api/enquiries.ts';
import { FieldList, FormFailed, FormSent } from '#web/components/ui/form-field.tsx';
import {
  apiFailure,
  focusFirstProblem,
  useFieldMessage,
  useServerFieldErrors,
  useServerMessage,
  zodFieldErrors,
} from '#web/lib/form-errors.ts';
import { useSendEnquiryMutation } from '../api/send-enquiry.ts';
import { FormDialog, FormDialogFooter } from '#web/components/ui/form-dialog.tsx';
import type { OnDemandDialogState } from '#web/components/ui/on-demand-dialog-button.tsx';
import dialogStyles from '#web/components/ui/form-dialog.module.css';
import styles from './enquiry-panel.module.css';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type EnquiryField = (typeof FIELDS)[number];
type Messages = Partial<Record<EnquiryField, string>>;

export interface EnquiryPanelProps extends OnDemandDialogState {
  artwork: { id: number; name: string };
  similar: boolean;
}

/**
 * docs/product.md#enquiries: the enquiry form (name, e-mail, phone, message) with the work attached,
 * checked with the server's own schema; a field's problem is shown beside it in the visitor's
 * language, and the thanks in the dialog itself.
 */
export default function EnquiryPanel({ artwork, similar, open, onOpenChange, returnFocus }: EnquiryPanelProps) {
  const { t } = useTranslation('catalog');
  const [send, { isLoading }] = useSendEnquiryMutation();
  const fieldMessage = useFieldMessage();
  const serverFieldErrors = useServerFieldErrors(FIELDS);
  const serverMessage = useServerMessage();
  const [errors, setErrors] = useState<Messages>({});
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setErrors({});
      setFailure(null);
      setSent(false);
    }
  };

  const focusFirst = (messages: Messages) => focusFirstProblem(formRef.current, FIELDS, messages);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: EnquiryField) => String(data.get(field) ?? '');
    const fields = { name: value('name'), email: value('email'), phone: value('phone'), message: value('message') };
    setFailure(null);
    const checked = enquiryFields.safeParse(fields);
    if (!checked.success) {
      const messages: Messages = {};
      for (const [field, text] of Object.entries(zodFieldErrors(checked.error))) {
        if (FIELDS.includes(field as EnquiryField)) messages[field as EnquiryField] = fieldMessage(text);
      }
      setErrors(messages);
      focusFirst(messages);
      return;
    }
    setErrors({});
    try {
      await send({ ...checked.data, product_id: artwork.id, ...(similar ? { similar: true } : {}) }).unwrap();
      setSent(true);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      const refused = apiFailure(error);
      if (Object.keys(fromServer).length === 0) {
        setFailure(refused.status === 429 ? serverMessage(refused.message, t('enquiry.tooMany')) : t('enquiry.failed'));
      }
      focusFirst(fromServer);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={similar ? t('enquiry.similarTitle') : t('enquiry.title')}
      description={
        similar ? t('enquiry.similarIntro', { work: artwork.name }) : t('enquiry.intro', { work: artwork.name })
      }
      closeLabel={t('enquiry.close')}
      initialFocus={firstFieldRef}
      returnFocus={returnFocus}
    >
      {sent ? (
        <>
          <div className={dialogStyles.body}>
            <FormSent>{t('enquiry.sent')}</FormSent>
          </div>
          <FormDialogFooter closeLabel={t('enquiry.close')} />
        </>
      ) : (
        <form ref={formRef} className={dialogStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={dialogStyles.body}>
            <p className={dialogStyles.note}>{t('enquiry.requiredNote')}</p>
            <div className={dialogStyles.grid}>
              <FieldList
                fields={[
                  { name: 'name', type: 'text', autoComplete: 'name', required: true, ref: firstFieldRef },
                  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', required: true },
                  { name: 'phone', type: 'tel', autoComplete: 'tel', wide: true },
                  { name: 'message', multiline: true, rows: 5, maxLength: 5000, required: true, wide: true },
                ]}
                label={(name) => t(`enquiry.fields.${name}`)}
                errors={errors}
                optionalLabel={t('enquiry.optional')}
                wideClassName={dialogStyles.wide}
              />
            </div>
            {failure ? <FormFailed className={styles.failure}>{failure}</FormFailed> : null}
          </div>
          <FormDialogFooter
            closeLabel={t('enquiry.close')}
            submit={{ label: t('enquiry.submit'), busyLabel: t('enquiry.sending'), busy: isLoading }}
          />
        </form>
      )}
    </FormDialog>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '#shared/catalog-options.ts';
import { FieldList, TextField } from '#web/components/ui/form-field.tsx';
import { focusFirstProblem, useServerFieldErrors, type OwnFieldMessages } from '#web/lib/form-errors.ts';
import { notify } from '#web/lib/toast.ts';
import { useApplyExhibitionMutation } from '../api/apply-exhibition.ts';
import {
  APPLICATION_FIELDS,
  PAINTING_ACCEPT,
  PORTFOLIO_ACCEPT,
  validateApplication,
  type ApplicationField,
} from './application-form.ts';
import { FormDialog, FormDialogFooter } from '#web/components/ui/form-dialog.tsx';
import type { OnDemandDialogState } from '#web/components/ui/on-demand-dialog-button.tsx';
import dialogStyles from '#web/components/ui/form-dialog.module.css';
import styles from './apply-exhibition-dialog.module.css';

type Messages = Partial<Record<ApplicationField, string>>;

/** The text after 'Error while Apply Exhibition : ': the server's message, or what went wrong on the way. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
    const body = e.data as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
    if (typeof e.error === 'string' && e.error) return e.error;
    if (typeof e.message === 'string' && e.message) return e.message;
    if (e.status !== undefined) return String(e.status);
  }
  return String(error);
}

/** The server's wording of the file problems, said in the form's own words (docs/product.md#bad-input). */
const FILE_MESSAGES: OwnFieldMessages<ApplicationField> = {
  painting_upload: [
    [/^must be a /, 'gallery:apply.errors.paintingType'],
    [/^(must be at most \d+ MB|is too large)$/, 'gallery:apply.errors.paintingSize'],
  ],
  upload_portfolio: [
    [/^must be a /, 'gallery:apply.errors.portfolioType'],
    [/^(must be at most \d+ MB|is too large)$/, 'gallery:apply.errors.portfolioSize'],
  ],
};

export interface ApplyExhibitionPanelProps extends OnDemandDialogState {
  /** docs/product.md#data: the exhibition_id field shows the exhibition's title (in the visitor's language). */
  exhibitionTitle: string;
  /**
   * What is sent as exhibition_id. A title can be translated or shared by two exhibitions (an annual
   * show); the slug names one exhibition in every language (ADR 008).
   */
  exhibitionSlug: string;
}

/**
 * docs/product.md#screens, #data, #forms-and-validation, #error-messages: the modal form of Apply Exhibition, loaded when the button is first wanted. It is
 * sent as multipart/form-data so the painting and the portfolio reach the server; it closes on Close,
 * on the header's ×, and after a submission the server answered.
 */
export default function ApplyExhibitionPanel({
  exhibitionTitle,
  exhibitionSlug,
  open,
  onOpenChange,
  returnFocus,
}: ApplyExhibitionPanelProps) {
  const { t } = useTranslation('gallery');
  const [errors, setErrors] = useState<Messages>({});
  const [apply, { isLoading }] = useApplyExhibitionMutation();
  const serverFieldErrors = useServerFieldErrors(APPLICATION_FIELDS, FILE_MESSAGES);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setErrors({});
  };

  const focusFirstError = (messages: Messages) => focusFirstProblem(formRef.current, APPLICATION_FIELDS, messages);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    data.set('exhibition_id', exhibitionSlug);
    // The files go under the names the API reads; an input left empty sends no part at all.
    for (const field of ['painting_upload', 'upload_portfolio'] as const) {
      const input = form.elements.namedItem(field);
      const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      if (file) data.set(field, file, file.name);
      else data.delete(field);
    }
    const problems = validateApplication(data);
    const messages: Messages = {};
    for (const [field, key] of Object.entries(problems)) messages[field as ApplicationField] = t(`apply.errors.${key}`);
    setErrors(messages);
    if (Object.keys(messages).length > 0) {
      focusFirstError(messages);
      return;
    }
    try {
      const answer = await apply(data).unwrap();
      // docs/product.md#error-messages: the answer's message decides the toast.
      if (answer?.message) notify('success', t('apply.toast.success'));
      else notify('error', t('apply.toast.failed'));
      changeOpen(false);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      notify('error', t('apply.toast.error', { error: describeError(error) }));
      focusFirstError(fromServer);
    }
  };

  const hint = (field: ApplicationField, values: Record<string, number> = {}) => t(`apply.hints.${field}`, values);

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('apply.title')}
      description={t('apply.intro', { title: exhibitionTitle })}
      closeLabel={t('apply.closeDialog')}
      initialFocus={firstFieldRef}
      returnFocus={returnFocus}
      large
    >
      <form
        ref={formRef}
        className={dialogStyles.form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        encType="multipart/form-data"
      >
        <div className={dialogStyles.body}>
          <p className={dialogStyles.note}>{t('form.requiredNote')}</p>
          <div className={dialogStyles.grid}>
            <TextField
              label={t('apply.fields.exhibition_id')}
              className={dialogStyles.wide}
              controlClassName={styles.readonly}
              name="exhibition_id"
              type="text"
              defaultValue={exhibitionTitle}
              readOnly
            />
            <FieldList
              fields={[
                { name: 'artist_name', type: 'text', autoComplete: 'name', required: true, ref: firstFieldRef },
                { name: 'artist_email', type: 'email', autoComplete: 'email', inputMode: 'email', required: true },
                {
                  name: 'artist_mobile',
                  type: 'tel',
                  autoComplete: 'tel',
                  hint: hint('artist_mobile'),
                  required: true,
                },
                { name: 'painting_name', type: 'text', required: true },
                {
                  name: 'artist_description',
                  multiline: true,
                  rows: 5,
                  hint: hint('artist_description'),
                  required: true,
                  wide: true,
                },
                {
                  name: 'painting_upload',
                  type: 'file',
                  accept: PAINTING_ACCEPT,
                  controlClassName: styles.file,
                  hint: hint('painting_upload', { mb: APPLICATION_LIMITS.paintingMb }),
                  required: true,
                },
                {
                  name: 'upload_portfolio',
                  type: 'file',
                  accept: PORTFOLIO_ACCEPT,
                  controlClassName: styles.file,
                  hint: hint('upload_portfolio', { mb: APPLICATION_LIMITS.portfolioMb }),
                },
              ]}
              label={(name) => t(`apply.fields.${name}`)}
              errors={errors}
              optionalLabel={t('form.optional')}
              wideClassName={dialogStyles.wide}
            />
          </div>
        </div>
        <FormDialogFooter
          closeLabel={t('apply.close')}
          submit={{ label: t('apply.submit'), busyLabel: t('apply.sending'), busy: isLoading }}
        />
      </form>
    </FormDialog>
  );
}

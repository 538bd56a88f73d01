import { useState } from 'react';
import { z } from 'zod';
import { ownPasswordBody, STAFF_PASSWORD_MIN } from '#shared/api/manage-staff.ts';
import { useChangeOwnPasswordMutation } from '../endpoints/change-own-password.ts';
import { FormCard, NewPasswordField, TextField } from '../components/form.tsx';
import { Alert, Avatar, Badge, PageHeader, useDocumentTitle } from '../components/ui.tsx';
import { useStaff } from '../layout/staff-context.ts';
import { adminWords, useSharedForm, type OwnWords } from '../lib/forms.ts';
import { t } from '../lib/i18n.ts';
/** The new password typed twice: the second must match before anything is sent. */
const passwordChange = ownPasswordBody
  .safeExtend({ repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'does not match the new password' });
const empty = { current_password: '', password: '', repeat: '' };
const ACCOUNT_WORDS: OwnWords = {
  password: (message) =>
    /at least/.test(message) ? t('common.passwordHint', { min: STAFF_PASSWORD_MIN }) : adminWords(message),
  repeat: 'account.mismatch',
};

/** /admin/account (every staff member): who is signed in, and changing their own password. */
export function AccountScreen() {
  useDocumentTitle(t('account.documentTitle'));
  const me = useStaff();
  const [changePassword, { isLoading }] = useChangeOwnPasswordMutation();
  const form = useSharedForm({ schema: passwordChange, defaultValues: empty, own: ACCOUNT_WORDS });
  const [done, setDone] = useState(false);
  const { problem } = form;
  const generalError = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  const onSubmit = form.submit(async ({ current_password, password }) => {
    setDone(false);
    await changePassword({ current_password, password }).unwrap();
    form.reset(empty);
    setDone(true);
  });

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.intro')} />
      <section className="adm-card">
        <div className="adm-person">
          <Avatar name={me.name} />
          <div className="adm-person-text">
            <span className="adm-person-name">
              {me.name} <Badge tone={me.role === 'owner' ? 'accent' : 'neutral'}>{t(`roles.${me.role}`)}</Badge>
            </span>
            <span className="adm-person-email">{me.email}</span>
          </div>
        </div>
      </section>
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        <FormCard title={t('account.passwordTitle')} description={t('account.passwordIntro')}>
          {done && !form.formState.isDirty ? <Alert tone="success">{t('account.changed')}</Alert> : null}
          {generalError ? <Alert tone="danger">{generalError}</Alert> : null}
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('current_password')}
          />
          <NewPasswordField label={t('account.newPassword')} {...form.field('password')} />
          <TextField
            label={t('account.repeatPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.field('repeat')}
          />
          <div>
            <button type="submit" className="adm-button adm-button--primary" disabled={isLoading}>
              {isLoading ? t('account.submitting') : t('account.submit')}
            </button>
          </div>
        </FormCard>
      </form>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useChangeOwnPasswordMutation } from '../endpoints/change-own-password.ts';
import { FormCard, mergeErrors, NewPasswordField, TextField } from '../components/form.tsx';
import { Alert, Avatar, Badge, PageHeader, useDocumentTitle } from '../components/ui.tsx';
import { useStaff } from '../layout/staff-context.ts';
import { apiProblem } from '../lib/errors.ts';
import { t } from '../lib/i18n.ts';
const empty = { current_password: '', password: '', repeat: '' };

/** /admin/account (every staff member): who is signed in, and changing their own password. */
export function AccountScreen() {
  useDocumentTitle(t('account.documentTitle'));
  const me = useStaff();
  const [changePassword, { isLoading, error, reset }] = useChangeOwnPasswordMutation();
  const [form, setForm] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const problem = apiProblem(error);
  const errors = mergeErrors(mismatch ? { repeat: t('account.mismatch') } : {}, problem?.fields);
  const generalError = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  const edit = (field: keyof typeof empty) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setMismatch(false);
    setDone(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.repeat) {
      setMismatch(true);
      return;
    }
    const ok = await changePassword({ current_password: form.current_password, password: form.password })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      reset();
      setForm(empty);
      setDone(true);
    }
  };

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
      <form className="adm-form" onSubmit={onSubmit}>
        <FormCard title={t('account.passwordTitle')} description={t('account.passwordIntro')}>
          {done ? <Alert tone="success">{t('account.changed')}</Alert> : null}
          {generalError ? <Alert tone="danger">{generalError}</Alert> : null}
          <TextField
            label={t('account.currentPassword')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={form.current_password}
            onValue={edit('current_password')}
            error={errors.current_password}
          />
          <NewPasswordField
            label={t('account.newPassword')}
            value={form.password}
            onValue={edit('password')}
            error={errors.password}
          />
          <TextField
            label={t('account.repeatPassword')}
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            value={form.repeat}
            onValue={edit('repeat')}
            error={errors.repeat}
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

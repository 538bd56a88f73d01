import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePasswordBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { authFailed, authMessage } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { useUpdatePasswordMutation } from '../api/update-password.ts';
import { NewPasswordFields } from './password-input.tsx';
import './account-forms.css';

/** Changes the password after checking the current one; every other session ends. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const dispatch = useAppDispatch();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { current_password: current, new_password: next };
    const parsed = updatePasswordBody.safeParse(body);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (next && confirm !== next) found.confirm = t('fields.passwordsDiffer');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await updatePassword(body).unwrap();
      dispatch(authMessage(answer.message));
      setCurrent('');
      setNext('');
      setConfirm('');
      setAlert({ tone: 'success', text: t('password.changed') });
    } catch (error) {
      const failure = apiFailure(error);
      dispatch(authFailed(failure));
      setErrors(failure.fields);
      if (failure.status === null) setAlert({ tone: 'error', text: t('form.network') });
      else if (failure.status === 429)
        setAlert({ tone: 'error', text: serverMessage(failure.message, t('form.tooMany')) });
      else if (failure.status !== 401 && Object.keys(failure.fields).length === 0)
        setAlert({ tone: 'error', text: serverMessage(failure.message, t('form.failed')) });
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
      <p className="account-form__intro">{t('password.intro')}</p>
      {alert ? (
        <FormAlert tone={alert.tone}>
          <p>{alert.text}</p>
        </FormAlert>
      ) : null}
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        error={message(errors.current_password)}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        password={next}
        confirm={confirm}
        onPassword={setNext}
        onConfirm={setConfirm}
        errors={{ password: message(errors.new_password), confirm: errors.confirm }}
      />
      <div className="account-form__actions">
        <Button type="submit" busy={isLoading}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}

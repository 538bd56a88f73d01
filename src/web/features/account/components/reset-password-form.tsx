import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { NewPasswordFields } from './password-input.tsx';
import './account-forms.css';

export interface ResetPasswordFormProps {
  token: string;
  /** The password is set: the page goes on to the login. */
  onDone: () => void;
  /** The link is no good: the page offers to send a new one. */
  onRequestNewLink: () => void;
}

/** Sets a new password from the e-mailed link (/login-register?reset=...); every session ends. */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ token, password });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (password && confirm !== password) found.confirm = t('fields.passwordsDiffer');
    setErrors(found);
    setAlert(null);
    if (found.token) setBadLink(true);
    if (Object.keys(found).length > 0) return;
    try {
      await resetPassword({ token, password }).unwrap();
      onDone();
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      if (failure.fields.token) setBadLink(true);
      else if (failure.status === null) setAlert(t('form.network'));
      else if (Object.keys(failure.fields).length === 0)
        setAlert(serverMessage(failure.message, failure.status === 429 ? t('form.tooMany') : t('form.failed')));
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <h2 className="account-form__title">{t('reset.title')}</h2>
      <p className="account-form__intro">{t('reset.intro')}</p>
      {badLink ? (
        <FormAlert>
          <p>{t('reset.badLink')}</p>
          <p>
            <button type="button" className="link-button" onClick={onRequestNewLink}>
              {t('reset.newLink')}
            </button>
          </p>
        </FormAlert>
      ) : null}
      {alert ? (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      ) : null}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={{ password: message(errors.password), confirm: errors.confirm }}
      />
      <Button type="submit" size="lg" block busy={isLoading}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}

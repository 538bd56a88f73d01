import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { getSessionId } from '#web/lib/session.ts';
import { authFailed, loggedIn } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { notify } from '#web/lib/toast.ts';
import { useLogInMutation } from '../api/log-in.ts';
import './account-forms.css';

export interface LoginFormProps {
  initialEmail?: string;
  onForgotPassword: (email: string) => void;
}

/**
 * E-mail and password. The browser's cart session goes along, so the guest cart joins the
 * customer's; the server sets the session cookie, and only the profile is kept here.
 */
export function LoginForm({ initialEmail = '', onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const dispatch = useAppDispatch();
  const [logIn, { isLoading }] = useLogInMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email, password, session_id: getSessionId() };
    const parsed = loginBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setAlert(null);
      return;
    }
    setErrors({});
    setAlert(null);
    try {
      const answer = await logIn(body).unwrap();
      dispatch(loggedIn(answer.result));
      notify('success', t('login.success'));
    } catch (error) {
      const failure = apiFailure(error);
      dispatch(authFailed(failure));
      if (failure.status === 401) setAlert(t('login.wrong'));
      else if (failure.status === 429) setAlert(serverMessage(failure.message, t('login.tooMany')));
      else if (failure.status === 400 && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      else if (failure.status === null) setAlert(t('form.network'));
      else setAlert(serverMessage(failure.message, t('form.failed')));
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      {alert ? (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={message(errors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={message(errors.password)}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="account-form__row">
        <button type="button" className="link-button account-form__forgot" onClick={() => onForgotPassword(email)}>
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" size="lg" block busy={isLoading}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

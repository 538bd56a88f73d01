import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import './account-forms.css';

/** Asks for a reset link by e-mail; says the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    try {
      await forgotPassword({ email }).unwrap();
      setAlert({ tone: 'success', text: t('forgot.sent') });
    } catch (failed) {
      const failure = apiFailure(failed);
      setError(failure.fields.email);
      setAlert({
        tone: 'error',
        text:
          failure.status === null
            ? t('form.network')
            : serverMessage(failure.message, failure.status === 429 ? t('form.tooMany') : t('form.failed')),
      });
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
      <h2 className="account-form__title">{t('forgot.title')}</h2>
      <p className="account-form__intro">{t('forgot.intro')}</p>
      {alert ? (
        <FormAlert tone={alert.tone}>
          <p>{alert.text}</p>
        </FormAlert>
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={message(error)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" block busy={isLoading}>
        {t('forgot.submit')}
      </Button>
      <button type="button" className="link-button account-form__back" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </form>
  );
}

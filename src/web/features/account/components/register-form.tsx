import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { authFailed, authMessage } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { useRegisterMutation } from '../api/register.ts';
import { NewPasswordFields } from './password-input.tsx';
import { NameFields, PhoneField } from './person-fields.tsx';
import './account-forms.css';

export interface RegisterFormProps {
  /** The account exists: the page offers the login with this e-mail. */
  onRegistered: (email: string) => void;
}

/** A new customer account: name, e-mail, optional phone and a password (docs/product.md#states-and-messages: answers a message). */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', phone: '', password: '' });
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...form, phone: form.phone.trim() || undefined };
    const parsed = registerBody.safeParse(body);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (form.password && confirm !== form.password) found.confirm = t('fields.passwordsDiffer');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await register(body).unwrap();
      // docs/product.md#states-and-messages: registering keeps only a message; the customer logs in next.
      dispatch(authMessage(answer.message));
      onRegistered(parsed.data!.email);
    } catch (error) {
      const failure = apiFailure(error);
      dispatch(authFailed(failure));
      setErrors(failure.fields);
      if (failure.status === 409) setAlert(t('register.emailTaken'));
      else if (failure.status === 429) setAlert(serverMessage(failure.message, t('form.tooMany')));
      else if (failure.status === null) setAlert(t('form.network'));
      else if (Object.keys(failure.fields).length === 0) setAlert(serverMessage(failure.message, t('form.failed')));
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
      {alert ? (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      ) : null}
      <NameFields value={form} onChange={set} errors={errors} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.email}
        error={message(errors.email)}
        onChange={(event) => set({ email: event.target.value })}
      />
      <PhoneField value={form.phone} onChange={(phone) => set({ phone })} error={errors.phone} />
      <NewPasswordFields
        label={t('fields.password')}
        password={form.password}
        confirm={confirm}
        onPassword={(password) => set({ password })}
        onConfirm={setConfirm}
        errors={{ password: message(errors.password), confirm: errors.confirm }}
      />
      <Button type="submit" size="lg" block busy={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}

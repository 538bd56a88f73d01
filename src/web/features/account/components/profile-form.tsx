import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileBody, type User } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import { authFailed, profileSaved } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { NameFields, PhoneField } from './person-fields.tsx';
import './account-forms.css';

/** Name, e-mail and phone (POST /user/updateProfile); the stored profile follows (docs/product.md#states-and-messages). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateProfileBody.safeParse(form);
    setAlert(null);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const [first] = await updateProfile(form).unwrap();
      // docs/product.md#states-and-messages: the stored user is replaced when the answer carries a user_token.
      if (first?.user_token) dispatch(profileSaved(first.result));
      setAlert({ tone: 'success', text: t('profile.saved') });
    } catch (error) {
      const failure = apiFailure(error);
      dispatch(authFailed(failure));
      setErrors(failure.fields);
      if (failure.status === 409) setAlert({ tone: 'error', text: t('profile.emailTaken') });
      else if (failure.status === null) setAlert({ tone: 'error', text: t('form.network') });
      else if (failure.status !== 401 && Object.keys(failure.fields).length === 0)
        setAlert({ tone: 'error', text: serverMessage(failure.message, t('form.failed')) });
    }
  }

  return (
    <form className="account-form account-form--wide" onSubmit={onSubmit} noValidate aria-label={t('profile.title')}>
      {alert ? (
        <FormAlert tone={alert.tone}>
          <p>{alert.text}</p>
        </FormAlert>
      ) : null}
      <NameFields value={form} onChange={set} errors={errors} />
      <div className="account-form__pair">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={message(errors.email)}
          onChange={(event) => set({ email: event.target.value })}
        />
        <PhoneField value={form.phone} onChange={(phone) => set({ phone })} error={errors.phone} />
      </div>
      <div className="account-form__actions">
        <Button type="submit" busy={isLoading}>
          {t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}

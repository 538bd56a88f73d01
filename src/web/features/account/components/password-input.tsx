import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/form-field.tsx';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string | undefined; confirm?: string | undefined };
  label?: string;
}

/** A new password twice, with a way to see what was typed and the rule it must meet. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <>
      <TextField
        label={label ?? t('fields.newPassword')}
        required
        error={errors.password}
        hint={t('fields.passwordRule')}
        type={type}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label={t('fields.confirmPassword')}
        required
        error={errors.confirm}
        type={type}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
      <label className="account-form__check">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t('fields.showPassword')}
      </label>
    </>
  );
}

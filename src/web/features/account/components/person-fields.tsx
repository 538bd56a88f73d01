import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useFieldMessage } from '#web/lib/form-errors.ts';

export interface Names {
  first_name: string;
  last_name: string;
}

/** First and last name side by side (register, profile). */
export function NameFields({
  value,
  onChange,
  errors,
}: {
  value: Names;
  onChange: (changes: Partial<Names>) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  return (
    <div className="account-form__pair">
      <TextField
        label={t('fields.firstName')}
        required
        autoComplete="given-name"
        maxLength={80}
        value={value.first_name}
        error={message(errors.first_name)}
        onChange={(event) => onChange({ first_name: event.target.value })}
      />
      <TextField
        label={t('fields.lastName')}
        required
        autoComplete="family-name"
        maxLength={80}
        value={value.last_name}
        error={message(errors.last_name)}
        onChange={(event) => onChange({ last_name: event.target.value })}
      />
    </div>
  );
}

/** An optional phone number. */
export function PhoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  return (
    <TextField
      label={t('fields.phone')}
      optionalLabel={t('form.optional')}
      type="tel"
      autoComplete="tel"
      maxLength={30}
      value={value}
      error={message(error)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

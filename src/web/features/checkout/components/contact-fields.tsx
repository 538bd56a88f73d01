import { useTranslation } from 'react-i18next';
import './checkout.css';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useFieldMessage } from '#web/lib/form-errors.ts';
import type { ContactDraft } from '../checkout-body.ts';

export interface ContactFieldsProps {
  value: ContactDraft;
  onChange: (next: ContactDraft) => void;
  errors?: Record<string, string | undefined>;
}

/** Who the order is for: name, e-mail (the confirmation goes there) and a phone for the courier. */
export function ContactFields({ value, onChange, errors = {} }: ContactFieldsProps) {
  const { t } = useTranslation('shop');
  const message = useFieldMessage();
  const set = (changes: Partial<ContactDraft>) => onChange({ ...value, ...changes });
  return (
    <div className="checkout-fields">
      <TextField
        className="checkout-fields__wide"
        label={t('checkout.fullName')}
        required
        autoComplete="name"
        maxLength={120}
        value={value.full_name}
        error={message(errors.full_name)}
        onChange={(event) => set({ full_name: event.target.value })}
      />
      <TextField
        label={t('checkout.email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        hint={t('checkout.emailHint')}
        value={value.email}
        error={message(errors.email)}
        onChange={(event) => set({ email: event.target.value })}
      />
      <TextField
        label={t('checkout.phone')}
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        placeholder="+968 9123 4567"
        hint={t('checkout.phoneHint')}
        value={value.phone}
        error={message(errors.phone)}
        onChange={(event) => set({ phone: event.target.value })}
      />
    </div>
  );
}

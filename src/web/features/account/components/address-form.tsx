import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBody, type Address, type AddressBody } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextField } from '#web/components/ui/form-field.tsx';
import { apiFailure, useFieldMessage, useServerMessage, zodFieldErrors } from '#web/lib/form-errors.ts';
import {
  deliveryProblems,
  draftOfAddress,
  emptyAddressDraft,
  postalAddressOf,
  type AddressDraft,
} from '../address-draft.ts';
import { useSaveAddressMutation } from '../api/save-address.ts';
import { AddressFields } from './address-fields.tsx';
import { PhoneField } from './person-fields.tsx';
import './account-forms.css';

export interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  /** Suggested name and phone for a new address (the customer's own). */
  defaults?: { full_name: string; phone: string };
  onDone: () => void;
}

/** One address of the address book: who receives it, where, and whether it is the default. */
export function AddressForm({ address, defaults, onDone }: AddressFormProps) {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const [saveAddress, { isLoading }] = useSaveAddressMutation();
  const [label, setLabel] = useState(address?.label ?? '');
  const [fullName, setFullName] = useState(address?.full_name ?? defaults?.full_name ?? '');
  const [phone, setPhone] = useState(address?.phone ?? defaults?.phone ?? '');
  const [place, setPlace] = useState<AddressDraft>(address ? draftOfAddress(address) : emptyAddressDraft);
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: AddressBody = {
      ...postalAddressOf(place),
      label: label.trim() || undefined,
      full_name: fullName,
      phone: phone.trim() || undefined,
      is_default: isDefault,
    };
    const parsed = addressBody.safeParse(body);
    const found = { ...deliveryProblems(place), ...(parsed.success ? {} : zodFieldErrors(parsed.error)) };
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      await saveAddress({ id: address?.id, body }).unwrap();
      onDone();
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      if (failure.status === null) setAlert(t('form.network'));
      else if (failure.status !== 401 && Object.keys(failure.fields).length === 0)
        setAlert(serverMessage(failure.message, t('form.failed')));
    }
  }

  return (
    <form
      className="account-form account-form--wide address-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? t('addresses.editTitle') : t('addresses.addTitle')}
    >
      <h3 className="account-form__title">{address ? t('addresses.editTitle') : t('addresses.addTitle')}</h3>
      {alert ? (
        <FormAlert>
          <p>{alert}</p>
        </FormAlert>
      ) : null}
      <div className="account-form__pair">
        <TextField
          label={t('fields.fullName')}
          required
          autoComplete="name"
          maxLength={120}
          value={fullName}
          error={message(errors.full_name)}
          onChange={(event) => setFullName(event.target.value)}
        />
        <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      </div>
      <AddressFields value={place} onChange={setPlace} errors={errors} />
      <div className="account-form__pair">
        <TextField
          label={t('addresses.label')}
          optionalLabel={t('form.optional')}
          placeholder={t('addresses.labelPlaceholder')}
          maxLength={40}
          value={label}
          error={message(errors.label)}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <label className="account-form__check">
        <input
          type="checkbox"
          checked={isDefault}
          disabled={address?.is_default}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        {t('addresses.makeDefault')}
      </label>
      <div className="account-form__actions">
        <Button type="submit" busy={isLoading}>
          {t('addresses.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

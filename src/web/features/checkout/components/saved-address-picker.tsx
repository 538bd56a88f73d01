import { useTranslation } from 'react-i18next';
import './checkout.css';
import type { Address } from '#shared/api/accounts.ts';
import { SelectField } from '#web/components/ui/form-field.tsx';

export interface SavedAddressPickerProps {
  addresses: Address[];
  /** The id of the address the form holds, or '' for a new one. */
  value: string;
  onChoose: (address: Address | null) => void;
  /** The wilayat as the visitor's language says it (stored in English). */
  wilayatName?: (address: Address) => string;
}

/** A logged-in customer's address book at checkout: one choice fills the form. */
export function SavedAddressPicker({ addresses, value, onChoose, wilayatName }: SavedAddressPickerProps) {
  const { t } = useTranslation('shop');
  if (addresses.length === 0) return null;
  return (
    <SelectField
      className="saved-address-picker"
      label={t('checkout.savedAddress')}
      value={value}
      onChange={(event) => onChoose(addresses.find((a) => String(a.id) === event.target.value) ?? null)}
    >
      {addresses.map((address) => (
        <option key={address.id} value={String(address.id)}>
          {[
            address.label || address.full_name,
            address.line1,
            (wilayatName?.(address) ?? address.wilayat) || address.city,
          ]
            .filter(Boolean)
            .join(' — ')}
          {address.is_default ? ` (${t('checkout.defaultAddress')})` : ''}
        </option>
      ))}
      <option value="">{t('checkout.newAddress')}</option>
    </SelectField>
  );
}

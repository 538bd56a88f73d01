import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { useFieldMessage } from '#web/lib/form-errors.ts';
import type { AddressDraft } from '../address-draft.ts';
import { countryOptions, HOME_COUNTRY } from '../countries.ts';
import { findGovernorate, OMAN_GOVERNORATES } from '../oman-regions.ts';
import './address-fields.css';

export interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** Problems keyed by field ('country', 'line1', ...), as the schema or the server word them. */
  errors?: Record<string, string | undefined>;
  /** Autocomplete section, so a browser fills a billing and a shipping address apart. */
  section?: string;
}

/**
 * A postal address: the country, then in Oman the governorate and its wilayats to choose from,
 * elsewhere the city and region, then the street lines and postal code.
 */
export function AddressFields({ value, onChange, errors = {}, section = 'shipping' }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('account');
  const message = useFieldMessage();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => countryOptions(language), [language]);
  const oman = value.country === HOME_COUNTRY;
  const governorate = findGovernorate(value.governorate);
  const set = (changes: Partial<AddressDraft>) => onChange({ ...value, ...changes });
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  const optional = t('form.optional');

  return (
    <div className="address-fields">
      <SelectField
        className="address-fields__wide"
        label={t('address.country')}
        required
        value={value.country}
        error={message(errors.country)}
        autoComplete={auto('country')}
        onChange={(event) => {
          const country = event.target.value;
          // Oman's governorates mean nothing abroad, and a foreign region nothing in Oman.
          set(country === value.country ? {} : { country, governorate: '', wilayat: '' });
        }}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>

      {oman ? (
        <>
          <SelectField
            label={t('address.governorate')}
            required
            value={value.governorate}
            error={message(errors.governorate)}
            onChange={(event) => set({ governorate: event.target.value, wilayat: '' })}
          >
            <option value="">{t('address.chooseGovernorate')}</option>
            {OMAN_GOVERNORATES.map((g) => (
              <option key={g.key} value={g.name}>
                {t(`oman.governorates.${g.key}`, { defaultValue: g.name })}
              </option>
            ))}
            {value.governorate && !governorate ? <option value={value.governorate}>{value.governorate}</option> : null}
          </SelectField>
          <SelectField
            label={t('address.wilayat')}
            required
            value={value.wilayat}
            disabled={!value.governorate}
            error={message(errors.wilayat)}
            onChange={(event) => set({ wilayat: event.target.value })}
          >
            <option value="">{value.governorate ? t('address.chooseWilayat') : t('address.governorateFirst')}</option>
            {governorate?.wilayats.map((w) => (
              <option key={w.key} value={w.name}>
                {t(`oman.wilayats.${w.key}`, { defaultValue: w.name })}
              </option>
            ))}
            {value.wilayat && !governorate?.wilayats.some((w) => w.name === value.wilayat) ? (
              <option value={value.wilayat}>{value.wilayat}</option>
            ) : null}
          </SelectField>
          <TextField
            className="address-fields__wide"
            label={t('address.area')}
            optionalLabel={optional}
            value={value.city}
            error={message(errors.city)}
            autoComplete={auto('address-level3')}
            maxLength={80}
            onChange={(event) => set({ city: event.target.value })}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('address.city')}
            required
            value={value.city}
            error={message(errors.city)}
            autoComplete={auto('address-level2')}
            maxLength={80}
            onChange={(event) => set({ city: event.target.value })}
          />
          <TextField
            label={t('address.region')}
            optionalLabel={optional}
            value={value.governorate}
            error={message(errors.governorate)}
            autoComplete={auto('address-level1')}
            maxLength={80}
            onChange={(event) => set({ governorate: event.target.value })}
          />
        </>
      )}

      <TextField
        className="address-fields__wide"
        label={t('address.line1')}
        hint={oman ? t('address.line1HintOman') : undefined}
        required
        value={value.line1}
        error={message(errors.line1)}
        autoComplete={auto('address-line1')}
        maxLength={200}
        onChange={(event) => set({ line1: event.target.value })}
      />
      <TextField
        label={t('address.line2')}
        optionalLabel={optional}
        value={value.line2}
        error={message(errors.line2)}
        autoComplete={auto('address-line2')}
        maxLength={200}
        onChange={(event) => set({ line2: event.target.value })}
      />
      <TextField
        label={t('address.postalCode')}
        optionalLabel={optional}
        value={value.postal_code}
        error={message(errors.postal_code)}
        autoComplete={auto('postal-code')}
        inputMode={oman ? 'numeric' : undefined}
        maxLength={12}
        onChange={(event) => set({ postal_code: event.target.value })}
      />
    </div>
  );
}

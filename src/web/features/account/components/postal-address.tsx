import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import type { StoredAddress } from '#shared/api/accounts.ts';
import { addressParts } from '../address-draft.ts';
import { countryOptions } from '../countries.ts';
import { usePlaceName } from '../hooks/use-place-name.ts';

export interface PostalAddressProps {
  address: StoredAddress;
  /** Whom it goes to, on a line of its own above the address. */
  name?: string;
  phone?: string | null;
  email?: string;
  className?: string;
}

/**
 * An address as a person reads it: the name, one line of street, place and country in the visitor's
 * language (Omani governorates and wilayats too), then how to reach them. The address book's cards
 * and an order's delivery both show it.
 */
export function PostalAddress({ address, name, phone, email, className }: PostalAddressProps) {
  const { i18n } = useTranslation('account');
  const placeName = usePlaceName();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const country = countryOptions(language).find((c) => c.code === address.country)?.name ?? address.country;
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <address className={className}>
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {/*
       * Each part isolated, so a street typed in Latin letters keeps its own order on an Arabic
       * page; the parts are joined with the language's comma.
       */}
      {addressParts(address, country, placeName).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
      {/* Numbers and addresses read left to right inside Arabic text. */}
      {phone ? (
        <>
          <br />
          <bdi dir="ltr">{phone}</bdi>
        </>
      ) : null}
      {email ? (
        <>
          <br />
          <bdi dir="ltr">{email}</bdi>
        </>
      ) : null}
    </address>
  );
}

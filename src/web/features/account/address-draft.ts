import type { Address } from '#shared/api/accounts.ts';
import { placesOf, type PlaceNamer } from './oman-regions.ts';
import { HOME_COUNTRY } from './countries.ts';

/** A postal address as its form holds it: every field a string. */
export interface AddressDraft {
  country: string;
  governorate: string;
  wilayat: string;
  city: string;
  line1: string;
  line2: string;
  postal_code: string;
}

export const emptyAddressDraft: AddressDraft = {
  country: HOME_COUNTRY,
  governorate: '',
  wilayat: '',
  city: '',
  line1: '',
  line2: '',
  postal_code: '',
};

export function draftOfAddress(
  address: Pick<Address, 'country' | 'governorate' | 'wilayat' | 'city' | 'line1' | 'line2' | 'postal_code'>,
): AddressDraft {
  return {
    country: address.country,
    governorate: address.governorate ?? '',
    wilayat: address.wilayat ?? '',
    city: address.city ?? '',
    line1: address.line1,
    line2: address.line2 ?? '',
    postal_code: address.postal_code ?? '',
  };
}

/** The API's postal address (shared `postalAddress`): blank optional fields are left out. */
export function postalAddressOf(draft: AddressDraft) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const oman = draft.country === HOME_COUNTRY;
  return {
    country: draft.country,
    governorate: optional(draft.governorate),
    wilayat: oman ? optional(draft.wilayat) : undefined,
    city: optional(draft.city),
    line1: draft.line1,
    line2: optional(draft.line2),
    postal_code: optional(draft.postal_code),
  };
}

/**
 * What a courier needs beyond the shared schema: in Oman the governorate and wilayat, elsewhere the
 * city. Keyed like the schema's fields; the messages are the schema's own words.
 */
export function deliveryProblems(draft: AddressDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.country === HOME_COUNTRY) {
    if (!draft.governorate.trim()) problems.governorate = 'is required';
    if (!draft.wilayat.trim()) problems.wilayat = 'is required';
  } else if (!draft.city.trim()) {
    problems.city = 'is required';
  }
  return problems;
}

type AddressPlaces = Pick<Address, 'line1' | 'line2' | 'city' | 'wilayat' | 'governorate' | 'postal_code'>;

/** The parts of an address in reading order, empty ones left out: street, city, wilayat, governorate, code, country. */
export function addressParts(address: AddressPlaces, countryName: string, placeName?: PlaceNamer): string[] {
  const places = placesOf(address, placeName);
  return [
    address.line1,
    address.line2,
    address.city,
    places.wilayat,
    places.governorate,
    address.postal_code,
    countryName,
  ].filter((part): part is string => Boolean(part));
}

/** One line for lists: "Way 3021, House 14, Bawshar, Muscat, Oman". */
export function addressLine(address: AddressPlaces, countryName: string, placeName?: PlaceNamer): string {
  return addressParts(address, countryName, placeName).join(', ');
}

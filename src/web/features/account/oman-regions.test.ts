import { describe, expect, it } from 'vitest';
import { addressLine } from './address-draft.ts';
import { placesOf, type PlaceNamer } from './oman-regions.ts';

const inArabic: Record<string, string> = { 'governorates.muscat': 'مسقط', 'wilayats.muttrah': 'مطرح' };
const arabic: PlaceNamer = (kind, place) => inArabic[`${kind}.${place.key}`] ?? place.name;

const address = {
  line1: 'Way 3021, House 14',
  line2: null,
  city: null,
  wilayat: 'Muttrah',
  governorate: 'Muscat',
  postal_code: '114',
};

describe('an address in the visitor’s language', () => {
  it('says an Omani governorate and wilayat by their keys, and anything else as stored', () => {
    expect(placesOf(address, arabic)).toEqual({ governorate: 'مسقط', wilayat: 'مطرح' });
    expect(placesOf({ governorate: 'muscat ', wilayat: 'MUTTRAH' }, arabic)).toEqual({
      governorate: 'مسقط',
      wilayat: 'مطرح',
    });
    // A wilayat of another governorate, or a place abroad, is not Oman's list: as typed.
    expect(placesOf({ governorate: 'Dhofar', wilayat: 'Muttrah' }, arabic).wilayat).toBe('Muttrah');
    expect(placesOf({ governorate: 'Île-de-France', wilayat: null }, arabic)).toEqual({
      governorate: 'Île-de-France',
      wilayat: '',
    });
  });

  it('writes the one line of a card with them, English by default', () => {
    expect(addressLine(address, 'عُمان', arabic)).toBe('Way 3021, House 14, مطرح, مسقط, 114, عُمان');
    expect(addressLine(address, 'Oman')).toBe('Way 3021, House 14, Muttrah, Muscat, 114, Oman');
  });
});

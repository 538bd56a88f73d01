/**
 * The 11 governorates of Oman and their wilayats. The English name is what is sent and stored
 * (the gallery reads the addresses); the key finds its name in the visitor's language
 * (account.json: oman.governorates.<key>, oman.wilayats.<key>).
 */
export interface Place {
  key: string;
  name: string;
}
export interface Governorate extends Place {
  wilayats: Place[];
}

const place = (name: string): Place => ({
  key: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
});
const governorate = (name: string, wilayats: string[]): Governorate => ({
  ...place(name),
  wilayats: wilayats.map(place),
});

export const OMAN_GOVERNORATES: Governorate[] = [
  governorate('Muscat', ['Muscat', 'Muttrah', 'Bawshar', 'As Seeb', 'Al Amarat', 'Qurayyat']),
  governorate('Dhofar', [
    'Salalah',
    'Taqah',
    'Mirbat',
    'Rakhyut',
    'Thumrait',
    'Dhalkut',
    'Al Mazyunah',
    'Muqshin',
    'Shalim and the Hallaniyat Islands',
    'Sadah',
  ]),
  governorate('Musandam', ['Khasab', 'Dibba', 'Bukha', 'Madha']),
  governorate('Al Buraimi', ['Al Buraimi', 'Mahdah', 'As Sunaynah']),
  governorate('Ad Dakhiliyah', [
    'Nizwa',
    'Bahla',
    'Manah',
    'Al Hamra',
    'Adam',
    'Izki',
    'Samail',
    'Bidbid',
    'Al Jabal Al Akhdar',
  ]),
  governorate('Al Batinah North', ['Sohar', 'Shinas', 'Liwa', 'Saham', 'Al Khaburah', 'As Suwayq']),
  governorate('Al Batinah South', ['Ar Rustaq', 'Al Awabi', 'Nakhal', 'Wadi Al Maawil', 'Barka', 'Al Musannah']),
  governorate('Ash Sharqiyah North', [
    'Ibra',
    'Al Mudhaybi',
    'Bidiyah',
    'Al Qabil',
    'Wadi Bani Khalid',
    'Dima Wa At Taiyyin',
  ]),
  governorate('Ash Sharqiyah South', [
    'Sur',
    'Al Kamil Wal Wafi',
    'Jaalan Bani Bu Hassan',
    'Jaalan Bani Bu Ali',
    'Masirah',
  ]),
  governorate('Adh Dhahirah', ['Ibri', 'Yanqul', 'Dhank']),
  governorate('Al Wusta', ['Haima', 'Mahout', 'Ad Duqm', 'Al Jazir']),
];

export function findGovernorate(name: string | null | undefined): Governorate | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return OMAN_GOVERNORATES.find((g) => g.name.toLowerCase() === wanted);
}

/** Says a governorate or wilayat in the visitor's language (account.json: oman.<kind>.<key>). */
export type PlaceNamer = (kind: 'governorates' | 'wilayats', place: Place) => string;

/** The stored governorate and wilayat of an address, said by `name` when they are Oman's, else as stored. */
export function placesOf(
  address: { governorate: string | null; wilayat: string | null },
  name: PlaceNamer = (_kind, place) => place.name,
): { governorate: string; wilayat: string } {
  const governorate = findGovernorate(address.governorate);
  const wanted = address.wilayat?.trim().toLowerCase();
  const wilayat = governorate?.wilayats.find((w) => w.name.toLowerCase() === wanted);
  return {
    governorate: governorate ? name('governorates', governorate) : (address.governorate ?? ''),
    wilayat: wilayat ? name('wilayats', wilayat) : (address.wilayat ?? ''),
  };
}

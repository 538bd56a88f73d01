import type { LabelWords } from './languages.ts';

/**
 * The places of the demo gallery in French, German and Arabic, keyed by their English words: where
 * each artist lives and works, and where each exhibition hangs.
 */
export const PLACE_WORDS: Record<string, LabelWords> = {
  'Muscat, Oman': { fr: 'Mascate, Oman', de: 'Maskat, Oman', ar: 'مسقط، عُمان' },
  'Nizwa, Oman': { fr: 'Nizwa, Oman', de: 'Nizwa, Oman', ar: 'نزوى، عُمان' },
  'Salalah, Oman': { fr: 'Salalah, Oman', de: 'Salalah, Oman', ar: 'صلالة، عُمان' },
  'Sur, Oman': { fr: 'Sour, Oman', de: 'Sur, Oman', ar: 'صور، عُمان' },
  'Beirut, Lebanon': { fr: 'Beyrouth, Liban', de: 'Beirut, Libanon', ar: 'بيروت، لبنان' },
  'Dubai, UAE': { fr: 'Dubaï, Émirats arabes unis', de: 'Dubai, VAE', ar: 'دبي، الإمارات' },
  'London, United Kingdom': {
    fr: 'Londres, Royaume-Uni',
    de: 'London, Vereinigtes Königreich',
    ar: 'لندن، المملكة المتحدة',
  },
  'Muttrah, Muscat, Oman': { fr: 'Mutrah, Mascate, Oman', de: 'Mutrah, Maskat, Oman', ar: 'مطرح، مسقط، عُمان' },
  'Bait Al Fann, Main Gallery, Shatti Al Qurum': {
    fr: 'Bait Al Fann, grande galerie, Shatti Al Qurum',
    de: 'Bait Al Fann, Hauptgalerie, Shatti Al Qurum',
    ar: 'بيت الفن، القاعة الرئيسية، شاطئ القرم',
  },
  'Bait Al Fann, Gallery Two': {
    fr: 'Bait Al Fann, galerie deux',
    de: 'Bait Al Fann, Galerie zwei',
    ar: 'بيت الفن، القاعة الثانية',
  },
  'Bait Al Fann, Sculpture Court': {
    fr: 'Bait Al Fann, cour des sculptures',
    de: 'Bait Al Fann, Skulpturenhof',
    ar: 'بيت الفن، فناء المنحوتات',
  },
  'The Old Customs House, Muttrah': {
    fr: 'L’ancienne douane, Mutrah',
    de: 'Das alte Zollhaus, Mutrah',
    ar: 'مبنى الجمارك القديم، مطرح',
  },
};

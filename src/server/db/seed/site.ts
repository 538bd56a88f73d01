import type { Tx } from '../client.ts';
import type { SETTING_TEXTS } from '../../modules/settings/settings.service.ts';
import { SETTINGS_RECORD, updateSettings, type GallerySettings } from '../../modules/settings/settings.service.ts';
import { upsertCurrency } from '../../modules/settings/settings.repository.ts';
import type { SeededArtwork } from './artworks.ts';
import { compose } from './compositions.ts';
import { galleryLogo } from './graphics.ts';
import { px, render, renderTransparent, sizeFor, store, type ImageKit } from './images.ts';
import { Random } from './random.ts';

/** Site-wide settings, the currencies of the top bar, and the sections of the home page. */

const CURRENCIES = [
  { code: 'OMR', symbol: '\uFDFC', name: 'Omani Rial', rate: '1', decimals: 3 },
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: '2.6008', decimals: 2 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.4010', decimals: 2 },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.0450', decimals: 2 },
];

export async function seedSettings(tx: Tx, kit: ImageKit): Promise<GallerySettings> {
  const logo = await kit.limit(async () => store(kit, await renderTransparent(galleryLogo()), 'Bait Al Fann Gallery'));
  for (const [position, currency] of CURRENCIES.entries()) await upsertCurrency(tx, { ...currency, position });
  // VAT, shipping rates, the free-delivery threshold and the default currency keep their defaults.
  const settings = await updateSettings(tx, {
    company_name: 'Bait Al Fann Gallery',
    company_logo_id: logo.id,
    address: 'Villa 41, Way 3021, Shatti Al Qurum, Muscat 115, Sultanate of Oman',
    phone: '+968 2469 1234',
    email: 'hello@baitalfann.om',
    facebook: 'https://www.facebook.com/baitalfanngallery',
    twitter: 'https://twitter.com/baitalfann',
    instagram: 'https://www.instagram.com/baitalfann.gallery',
    google_plus: 'https://www.google.com/maps/search/?api=1&query=Bait+Al+Fann+Gallery+Muscat',
  });
  // The texts a visitor reads in the settings, in the storefront's other languages, as staff would enter them.
  const now = new Date().toISOString();
  await tx
    .insertInto('content_translations')
    .values(
      Object.entries(SETTINGS_WORDS).flatMap(([locale, words]) =>
        Object.entries(words).map(([field, value]) => ({
          entity: 'settings',
          entity_id: SETTINGS_RECORD,
          locale,
          field,
          value,
          updated_at: now,
        })),
      ),
    )
    .execute();
  return settings;
}

/** French, German and Arabic for the settings' texts (SETTING_TEXTS). */
const SETTINGS_WORDS: Record<'fr' | 'de' | 'ar', Record<(typeof SETTING_TEXTS)[number], string>> = {
  fr: {
    company_name: 'Galerie Bait Al Fann',
    address: 'Villa 41, Way 3021, Shatti Al Qurum, Mascate 115, Sultanat d’Oman',
    template: 'Bait Al Fann',
    meta_description:
      'Achetez de l’art original en ligne à Oman : peintures, estampes et photographies d’une galerie contemporaine de Mascate.',
    bank_transfer_instructions:
      'Veuillez virer le total à Bait Al Fann Gallery LLC, Bank Muscat, IBAN OM81 0270 0000 0123 4567 8901, en indiquant votre numéro de réservation. Nous expédions dès réception du paiement.',
  },
  de: {
    company_name: 'Galerie Bait Al Fann',
    address: 'Villa 41, Way 3021, Shatti Al Qurum, Maskat 115, Sultanat Oman',
    template: 'Bait Al Fann',
    meta_description:
      'Original-Wandkunst online in Oman kaufen: Gemälde, Drucke und Fotografie aus einer zeitgenössischen Galerie in Maskat.',
    bank_transfer_instructions:
      'Bitte überweisen Sie den Gesamtbetrag an Bait Al Fann Gallery LLC, Bank Muscat, IBAN OM81 0270 0000 0123 4567 8901, mit Ihrer Buchungsnummer als Verwendungszweck. Wir versenden, sobald die Zahlung eingegangen ist.',
  },
  ar: {
    company_name: 'معرض بيت الفن',
    address: 'فيلا 41، طريق 3021، شاطئ القرم، مسقط 115، سلطنة عُمان',
    template: 'بيت الفن',
    meta_description:
      'اشترِ أعمالًا فنية أصلية عبر الإنترنت في عُمان: لوحات وطبعات وصور فوتوغرافية من معرض معاصر في مسقط.',
    bank_transfer_instructions:
      'يُرجى تحويل المبلغ الإجمالي إلى شركة معرض بيت الفن ش.م.م، بنك مسقط، رقم الآيبان OM81 0270 0000 0123 4567 8901، مع ذكر رقم الحجز. نشحن الطلب فور وصول المبلغ.',
  },
};

/** The home page, top to bottom: a large painting, chosen works, shows, new arrivals, artists, press, newsletter. */
export async function seedHome(tx: Tx, kit: ImageKit, artworks: SeededArtwork[]): Promise<void> {
  const space = sizeFor(1920 / 820, px(kit, 1920));
  const hero = await kit.limit(async () => {
    const drawing = compose(
      { style: 'mountains', palette: 'firstLight', variant: 'village' },
      new Random('home:hero'),
      space.w,
      space.h,
    );
    const png = await render(drawing, { width: space.w, height: space.h, space, surface: 'canvas' });
    return store(kit, png, 'The Hajar mountains at first light, painted in oil');
  });
  const featured = [
    'dawn-over-saiq-plateau',
    'frankincense-smoke',
    'nun',
    'star-of-bahla',
    'dhow-at-ayjah-evening',
    'woman-in-a-saffron-shawl',
    'falaj',
    'mutrah-corniche-dusk',
  ].map((slug) => {
    const a = artworks.find((x) => x.slug === slug);
    if (!a?.available) throw new Error(`The home page features "${slug}", which is not an available artwork`);
    return a.id;
  });
  const sections = [
    {
      kind: 'hero' as const,
      title: 'Art from Oman and the Gulf',
      subtitle:
        'Original paintings, photography, calligraphy and sculpture from artists in Muscat, Nizwa, Salalah and beyond.',
      config: { image_id: hero.id, link: '/arts' },
    },
    {
      kind: 'featured_artworks' as const,
      title: 'Featured artworks',
      subtitle: 'Chosen this month by the gallery',
      config: { artwork_ids: featured },
    },
    { kind: 'exhibitions' as const, title: 'Exhibitions', subtitle: 'Now showing and coming soon', config: {} },
    {
      kind: 'new_artworks' as const,
      title: 'New arrivals',
      subtitle: 'Just in from the studios',
      config: { limit: 8 },
    },
    {
      kind: 'artists' as const,
      title: 'Our artists',
      subtitle: 'Painters, photographers, calligraphers and sculptors',
      config: { limit: 8 },
    },
    { kind: 'press' as const, title: 'In the press', subtitle: null, config: { limit: 4 } },
    {
      kind: 'newsletter' as const,
      title: 'Join our newsletter',
      subtitle: 'Openings, new works and artist talks, once a month.',
      config: {},
    },
  ];
  const rows = await tx
    .insertInto('home_section')
    .values(
      sections.map((s, position) => ({
        kind: s.kind,
        title: s.title,
        subtitle: s.subtitle,
        config: JSON.stringify(s.config),
        position,
        enabled: 1,
      })),
    )
    .returning(['id', 'kind'])
    .execute();
  // The sections' headings in the storefront's other languages, as staff would enter them.
  const now = new Date().toISOString();
  await tx
    .insertInto('content_translations')
    .values(
      rows.flatMap(({ id, kind }) =>
        Object.entries(HOME_SECTION_WORDS[kind] ?? {}).flatMap(([locale, words]) =>
          Object.entries(words).map(([field, value]) => ({
            entity: 'home_section',
            entity_id: String(id),
            locale,
            field,
            value,
            updated_at: now,
          })),
        ),
      ),
    )
    .execute();
}

type Words = { title: string; subtitle?: string };
/** French, German and Arabic headings of the seeded home sections. */
const HOME_SECTION_WORDS: Record<string, Record<'fr' | 'de' | 'ar', Words>> = {
  hero: {
    fr: {
      title: 'L’art d’Oman et du Golfe',
      subtitle:
        'Peintures originales, photographies, calligraphies et sculptures d’artistes de Mascate, Nizwa, Salalah et d’ailleurs.',
    },
    de: {
      title: 'Kunst aus Oman und dem Golf',
      subtitle:
        'Originale Gemälde, Fotografie, Kalligrafie und Skulptur von Künstlerinnen und Künstlern aus Maskat, Nizwa, Salala und darüber hinaus.',
    },
    ar: {
      title: 'فن من عُمان والخليج',
      subtitle: 'لوحات أصلية وصور فوتوغرافية وخط عربي ومنحوتات لفنانين من مسقط ونزوى وصلالة وما بعدها.',
    },
  },
  featured_artworks: {
    fr: { title: 'Œuvres à la une', subtitle: 'Choisies ce mois-ci par la galerie' },
    de: { title: 'Ausgewählte Werke', subtitle: 'In diesem Monat von der Galerie ausgewählt' },
    ar: { title: 'أعمال مختارة', subtitle: 'اختارها المعرض لهذا الشهر' },
  },
  exhibitions: {
    fr: { title: 'Expositions', subtitle: 'À l’affiche et bientôt' },
    de: { title: 'Ausstellungen', subtitle: 'Jetzt zu sehen und demnächst' },
    ar: { title: 'المعارض', subtitle: 'المعروضة الآن وقريبًا' },
  },
  new_artworks: {
    fr: { title: 'Nouveautés', subtitle: 'Tout juste arrivées des ateliers' },
    de: { title: 'Neu eingetroffen', subtitle: 'Frisch aus den Ateliers' },
    ar: { title: 'وصل حديثًا', subtitle: 'وصلت للتو من المراسم' },
  },
  artists: {
    fr: { title: 'Nos artistes', subtitle: 'Peintres, photographes, calligraphes et sculpteurs' },
    de: { title: 'Unsere Künstler', subtitle: 'Malerei, Fotografie, Kalligrafie und Skulptur' },
    ar: { title: 'فنانونا', subtitle: 'رسامون ومصورون وخطاطون ونحاتون' },
  },
  press: {
    fr: { title: 'Dans la presse' },
    de: { title: 'In der Presse' },
    ar: { title: 'في الصحافة' },
  },
  newsletter: {
    fr: {
      title: 'Notre lettre d’information',
      subtitle: 'Vernissages, nouvelles œuvres et rencontres d’artistes, une fois par mois.',
    },
    de: { title: 'Unser Newsletter', subtitle: 'Eröffnungen, neue Werke und Künstlergespräche, einmal im Monat.' },
    ar: { title: 'اشترك في نشرتنا', subtitle: 'افتتاحات وأعمال جديدة ولقاءات مع الفنانين، مرة كل شهر.' },
  },
};

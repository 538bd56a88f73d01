import type { Tx } from '../client.ts';
import { updateSettings, type GallerySettings } from '../../modules/settings/settings.service.ts';
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
  return updateSettings(tx, {
    company_name: 'Bait Al Fann Gallery',
    company_logo_id: logo.id,
    address: 'Villa 41, Way 3021, Shatti Al Qurum, Muscat 115, Sultanate of Oman',
    phone: '+968 2469 1234',
    email: 'hello@baitalfann.om',
    facebook: 'https://www.facebook.com/baitalfanngallery',
    twitter: 'https://twitter.com/baitalfann',
    instagram: 'https://www.instagram.com/baitalfann.gallery',
    google_plus: 'https://plus.google.com/+BaitAlFannGallery',
  });
}

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
  await tx
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
    .execute();
}

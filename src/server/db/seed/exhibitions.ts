import type { Tx } from '../client.ts';
import type { SeededArtwork } from './artworks.ts';
import { compose } from './compositions.ts';
import { FLOORS, WALLS, installationView, type HungWork } from './graphics.ts';
import { grain, px, settleAll, render, sizeFor, store, type ImageKit } from './images.ts';
import { Random } from './random.ts';
import { slugify } from '#shared/slugs.ts';
import { addDays, todayInMuscat } from '#shared/muscat-day.ts';
import { html } from './text.ts';

/**
 * Six exhibitions around the day of seeding, so that the demo always has two past, two running
 * and two coming shows: the only part of the seed that depends on the date.
 */
interface ExhibitionSpec {
  title: string;
  kind: 'group' | 'solo';
  venue: string;
  /** Days from the seeding day (in Muscat). */
  start: number;
  end: number;
  artworks: string[];
  short: string;
  full: string[];
  /** Which works hang in the installation photograph (hung works), or a studio shot for sculpture. */
  picture: { hang: string[] } | { sculpture: string };
}

const EXHIBITIONS: ExhibitionSpec[] = [
  {
    title: 'Lines of the Sea',
    kind: 'group',
    venue: 'Bait Al Fann, Main Gallery, Shatti Al Qurum',
    start: -160,
    end: -112,
    artworks: [
      'qurum-at-low-tide',
      'letters-of-the-sea',
      'mughsail-after-rain',
      'dhow-at-ayjah-evening',
      'ras-al-jinz-horizon',
      'monsoon-coast-taqah',
      'blue-hour-over-sur-lagoon',
      'night-tide-mutrah',
    ],
    short:
      'Five artists on Oman’s 3,000 kilometres of coast: painting, calligraphy, watercolour and photography from Sur to Salalah.',
    full: [
      'Oman has always faced the sea. Lines of the Sea brings together five artists for whom the coast is a daily companion: the fishing beaches of Qurum and Sidab, the boatyards of Sur, the monsoon shore of Dhofar.',
      'Maryam Al-Balushi’s colour fields and Aisha Al-Kindi’s calligraphy hang beside Salim Al-Araimi’s photographs of the last wooden dhows and Noor Al-Mashani’s watercolours of Mughsail and Taqah in the rain.',
      'The exhibition was accompanied by a programme of talks with the artists and a family workshop on drawing the sea.',
    ],
    picture: { hang: ['qurum-at-low-tide', 'dhow-at-ayjah-evening', 'letters-of-the-sea'] },
  },
  {
    title: 'Charcoal and Sand: James Whitcombe in Oman',
    kind: 'solo',
    venue: 'Bait Al Fann, Gallery Two',
    start: -95,
    end: -52,
    artworks: ['wahiba-drawing-i', 'wahiba-drawing-ii', 'shadow-line-empty-quarter', 'night-dune'],
    short:
      'Large charcoal drawings of the Wahiba Sands and the Empty Quarter by the London draughtsman James Whitcombe.',
    full: [
      'In 2019 James Whitcombe spent a month in a camp at the edge of the Wahiba Sands. He has returned every winter since, and the dunes have become the only subject of his work.',
      'Charcoal and Sand shows his largest drawings to date, made over several mornings each, in willow and compressed charcoal rubbed back with cloth and eraser until the white of the paper becomes the desert light.',
    ],
    picture: { hang: ['wahiba-drawing-i', 'shadow-line-empty-quarter', 'wahiba-drawing-ii'] },
  },
  {
    title: 'Above the Clouds: Jebel Akhdar Now',
    kind: 'group',
    venue: 'Bait Al Fann, Main Gallery, Shatti Al Qurum',
    start: -24,
    end: 38,
    artworks: [
      'dawn-over-saiq-plateau',
      'terraces-of-wadi-bani-habib',
      'jebel-shams-first-light',
      'blue-ridges-of-al-hajar',
      'jebel-akhdar-study-no-4',
      'khareef-mist-ittin',
      'green-season',
      'cairn-for-bahla',
    ],
    short:
      'New paintings of the Hajar mountains by Khalid Al-Harthy, with watercolours by Noor Al-Mashani and a bronze by Yusuf Al-Zadjali.',
    full: [
      'Two thousand metres above Muscat, the villages of Jebel Akhdar keep a climate, a farming life and a light of their own. Khalid Al-Harthy has painted them for thirty years.',
      'This exhibition shows his new series for the first time, including the panoramic Blue Ridges of Al Hajar, alongside Noor Al-Mashani’s khareef watercolours from the mountains of Dhofar and Yusuf Al-Zadjali’s Cairn for Bahla.',
      'Guided visits take place every Saturday at 11:00. Entry is free.',
    ],
    picture: { hang: ['terraces-of-wadi-bani-habib', 'dawn-over-saiq-plateau', 'khareef-mist-ittin'] },
  },
  {
    title: 'Patterns of Belonging: Layla Haddad',
    kind: 'solo',
    venue: 'Bait Al Fann, Gallery Two',
    start: -9,
    end: 51,
    artworks: ['star-of-bahla', 'lapis-lattice', 'girih-for-a-quiet-room', 'turquoise-rosette', 'muqarnas-blue'],
    short: 'Paintings and prints by the Beirut-born artist Layla Haddad, built on the geometry of Islamic tilework.',
    full: [
      'Layla Haddad trained as an architect in Beirut before she turned to painting. The eight-pointed star, the girih and the muqarnas vault are her alphabet: patterns that repeat without end, as memories of home do.',
      'Patterns of Belonging is her first solo exhibition in Oman and includes new work made after a residency in Bahla and Nizwa, where the carved plaster of the old mosques became a second source.',
    ],
    picture: { hang: ['star-of-bahla', 'turquoise-rosette', 'girih-for-a-quiet-room'] },
  },
  {
    title: 'Bronze and Breath: Yusuf Al-Zadjali',
    kind: 'solo',
    venue: 'Bait Al Fann, Sculpture Court',
    start: 19,
    end: 70,
    artworks: ['falaj', 'oryx', 'cairn-for-bahla', 'dallah'],
    short: 'A survey of ten years of bronze sculpture by Yusuf Al-Zadjali, cast in his foundry behind Muttrah souq.',
    full: [
      'Yusuf Al-Zadjali reduces the forms of Omani life to a few quiet curves: the coffee pot, the oryx, the cairn, the water channel. Each sculpture is modelled in wax, cast in his own small foundry in Muttrah and finished by hand.',
      'Bronze and Breath gathers ten years of work, from the early Dallah to the new Falaj, in the open-air Sculpture Court of the gallery. Opening night includes a demonstration of lost-wax casting.',
    ],
    picture: { sculpture: 'falaj' },
  },
  {
    title: 'City of Light',
    kind: 'group',
    venue: 'The Old Customs House, Muttrah',
    start: 82,
    end: 140,
    artworks: [
      'mutrah-corniche-dusk',
      'creek-lights',
      'old-muscat-gate',
      'skyline-in-saffron',
      'night-tide-mutrah',
      'arcade-nizwa-fort',
      'the-listener',
      'two-sisters-muttrah-souq',
    ],
    short:
      'Gulf cities old and new, seen by Hamad Al-Mansoori, Salim Al-Araimi and Rania Saab, in a pop-up show on the Muttrah corniche.',
    full: [
      'From the towers of Dubai Creek to the white houses of the Muttrah corniche, the cities of the Gulf are changing faster than anywhere on earth. City of Light asks three artists how they see them.',
      'Hamad Al-Mansoori’s screen prints and photographs are shown with Salim Al-Araimi’s studies of old architecture and Rania Saab’s portraits of the people who live there, in the restored Old Customs House on the waterfront.',
    ],
    picture: { hang: ['mutrah-corniche-dusk', 'skyline-in-saffron', 'the-listener'] },
  },
];

export interface SeededExhibition {
  id: number;
  slug: string;
  title: string;
  kind: 'group' | 'solo';
  imageId: number;
}

export function hungWork(a: SeededArtwork): HungWork {
  const [w, h] = a.spec.size;
  return {
    image: a.thumb,
    widthCm: w,
    heightCm: h,
    framed: Boolean(a.spec.framed),
    mount: a.spec.surface !== 'canvas',
    frameColour: '#1d1c1b',
  };
}

export async function seedExhibitions(
  tx: Tx,
  kit: ImageKit,
  artworks: SeededArtwork[],
  now: Date,
): Promise<SeededExhibition[]> {
  const bySlug = new Map(artworks.map((a) => [a.slug, a]));
  const get = (slug: string) => {
    const a = bySlug.get(slug);
    if (!a) throw new Error(`The demo exhibition lists an unknown artwork "${slug}"`);
    return a;
  };
  const today = todayInMuscat(now);
  const size = { width: px(kit, 1440), height: px(kit, 810) };
  const texture = await grain('photo', size.width, size.height);
  const images = await settleAll(
    EXHIBITIONS.map((e) =>
      kit.limit(async () => {
        const rng = new Random(`exhibition:${e.title}`);
        let png: Buffer;
        if ('hang' in e.picture) {
          png = await installationView(
            rng,
            e.picture.hang.map((s) => hungWork(get(s))),
            {
              ...size,
              wall: rng.pick(WALLS),
              floor: rng.pick(FLOORS),
              furniture: rng.pick(['bench', 'none'] as const),
              grain: texture,
              title: e.title.split(':')[0]!,
              subtitle: 'Bait Al Fann Gallery',
              visitors: rng.int(1, 2),
            },
          );
        } else {
          const spec = get(e.picture.sculpture).spec;
          const space = sizeFor(16 / 9, size.width);
          const drawing = compose(
            { ...spec.comp, palette: 'dark' },
            new Random(`exhibition:${e.title}:studio`),
            space.w,
            space.h,
          );
          png = await render(drawing, { width: space.w, height: space.h, space, surface: 'photo' });
        }
        return store(kit, png, `Installation view of ${e.title}`);
      }),
    ),
  );
  const out: SeededExhibition[] = [];
  for (const [i, e] of EXHIBITIONS.entries()) {
    const slug = slugify(e.title);
    const row = await tx
      .insertInto('exhibition')
      .values({
        exhibition_slug: slug,
        title: e.title,
        short_description: e.short,
        full_description: html(e.full),
        image_id: images[i]!.id,
        start_date: addDays(today, e.start),
        end_date: addDays(today, e.end),
        venue: e.venue,
        kind: e.kind,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('exhibition_artwork')
      .values(e.artworks.map((s, position) => ({ exhibition_id: row.id, artwork_id: get(s).id, position })))
      .execute();
    out.push({ id: row.id, slug, title: e.title, kind: e.kind, imageId: images[i]!.id });
  }
  return out;
}

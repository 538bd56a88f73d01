import sharp from 'sharp';
import type { Tx } from '../client.ts';
import { profileSilhouette, type Headwear } from './graphics.ts';
import { grain, px, settleAll, sizeFor, store, type ImageKit } from './images.ts';
import { Random } from './random.ts';

/** The gallery's artists: invented, but with the places, media and lives of the Gulf art scene. */
export interface ArtistSpec {
  slug: string;
  first: string;
  last: string;
  location: string;
  headwear: Headwear;
  colours: [string, string, string];
  bio: string[];
}

export const ARTISTS: ArtistSpec[] = [
  {
    slug: 'maryam-al-balushi',
    first: 'Maryam',
    last: 'Al-Balushi',
    location: 'Muscat, Oman',
    headwear: 'hijab',
    colours: ['#d9a38a', '#6e3b3b', '#211615'],
    bio: [
      'Maryam Al-Balushi (b. 1984) paints the light of the Omani coast as fields of pure colour: the pale turquoise of Qurum at low tide, the rust of a wadi wall, the violet that settles over Muttrah after sunset.',
      'She studied fine art at Sultan Qaboos University and at the Slade in London, and builds each canvas from dozens of thin, translucent layers of acrylic and oil. Her work is held in private collections in Muscat, Kuwait and Paris.',
    ],
  },
  {
    slug: 'khalid-al-harthy',
    first: 'Khalid',
    last: 'Al-Harthy',
    location: 'Nizwa, Oman',
    headwear: 'kumma',
    colours: ['#c7b6a3', '#5c4a3c', '#1c1714'],
    bio: [
      'Khalid Al-Harthy (b. 1971) has spent thirty years painting the Hajar mountains from the villages of Jebel Akhdar: the terraces of Wadi Bani Habib, the rose gardens of Saiq, the ridges that turn blue as the sun goes down.',
      'A former teacher of art in Nizwa, he paints in oil, outdoors and at dawn, and finishes his larger canvases in a studio beside the old falaj of his family house.',
    ],
  },
  {
    slug: 'noor-al-mashani',
    first: 'Noor',
    last: 'Al-Mashani',
    location: 'Salalah, Oman',
    headwear: 'hijab',
    colours: ['#a9c4b0', '#4d6e5a', '#17211b'],
    bio: [
      'Noor Al-Mashani (b. 1990) is a watercolourist from Salalah, where the khareef monsoon turns the hills of Dhofar green each summer. Her washes of mist, rain and sea are painted wet-in-wet on heavy cotton paper.',
      'She has exhibited in Muscat, Doha and Jeddah, and leads watercolour workshops for young artists in Dhofar.',
    ],
  },
  {
    slug: 'salim-al-araimi',
    first: 'Salim',
    last: 'Al-Araimi',
    location: 'Sur, Oman',
    headwear: 'kumma',
    colours: ['#9fb7c9', '#3b5366', '#131b22'],
    bio: [
      'Salim Al-Araimi (b. 1979) photographs the coast of Sharqiyah: the last wooden dhows of the Sur boatyards, the turtle beaches of Ras al Jinz, and the dunes of the Wahiba Sands at first light.',
      'His archival pigment prints are made in small, numbered editions on Hahnemühle cotton rag, each signed and accompanied by a certificate.',
    ],
  },
  {
    slug: 'aisha-al-kindi',
    first: 'Aisha',
    last: 'Al-Kindi',
    location: 'Muscat, Oman',
    headwear: 'hijab',
    colours: ['#e0c9a0', '#8a6a3a', '#221a10'],
    bio: [
      'Aisha Al-Kindi (b. 1987) is a calligrapher trained in the thuluth and diwani scripts who now works between calligraphy and abstraction. Single letters — a nun, a waw, the long stroke of an alif — become gestures of ink and gold leaf.',
      'She holds an ijaza in calligraphy from Istanbul and teaches at the Bait Al Zubair cultural foundation in Muscat.',
    ],
  },
  {
    slug: 'layla-haddad',
    first: 'Layla',
    last: 'Haddad',
    location: 'Beirut, Lebanon',
    headwear: 'long',
    colours: ['#8fb0d6', '#2f4d7a', '#111a2a'],
    bio: [
      'Layla Haddad (b. 1982) draws on the geometry of Islamic tilework — the eight-pointed khatam, the girih, the muqarnas vault — to make paintings and prints about memory and home.',
      'Born in Beirut and trained as an architect, she now divides her time between Lebanon and Oman, where the forts of Bahla and Nizwa became a second source for her patterns.',
    ],
  },
  {
    slug: 'hamad-al-mansoori',
    first: 'Hamad',
    last: 'Al-Mansoori',
    location: 'Dubai, UAE',
    headwear: 'ghutra',
    colours: ['#e3b08a', '#7a3d3a', '#1f1212'],
    bio: [
      'Hamad Al-Mansoori (b. 1988) is a Dubai-based artist whose screen prints and photographs set the skylines of Gulf cities against their older harbours: the towers of Dubai Creek, the white corniche of Muttrah, the forts above Old Muscat.',
      'A graduate of the American University of Sharjah, he prints by hand in small editions and shows regularly across the GCC.',
    ],
  },
  {
    slug: 'james-whitcombe',
    first: 'James',
    last: 'Whitcombe',
    location: 'London, United Kingdom',
    headwear: 'short',
    colours: ['#c9c6c0', '#6a6660', '#1b1a19'],
    bio: [
      'James Whitcombe (b. 1966) is a London draughtsman who first came to Oman in 2019 for a residency in the Wahiba Sands. The dunes have been his subject ever since, drawn in willow and compressed charcoal on large sheets of paper.',
      'He has taught drawing at the Royal Drawing School and his work is in the collections of the British Museum and the Arts Council.',
    ],
  },
  {
    slug: 'yusuf-al-zadjali',
    first: 'Yusuf',
    last: 'Al-Zadjali',
    location: 'Muttrah, Muscat, Oman',
    headwear: 'kumma',
    colours: ['#cdb08a', '#6b5034', '#1d150d'],
    bio: [
      'Yusuf Al-Zadjali (b. 1975) casts bronze in a small foundry behind Muttrah souq. His sculptures reduce familiar Omani forms — the dallah coffee pot, the oryx, the cairns that mark mountain paths, the water channels of the falaj — to a few quiet curves.',
      'His public works stand in Muscat and Sohar; smaller pieces are cast in editions of six to nine.',
    ],
  },
  {
    slug: 'rania-saab',
    first: 'Rania',
    last: 'Saab',
    location: 'Beirut, Lebanon',
    headwear: 'bun',
    colours: ['#d6a88c', '#7a4a3a', '#1f1411'],
    bio: [
      'Rania Saab (b. 1985) paints portraits of women she meets in the souqs and cafés of Beirut and Muscat — never their faces, but the way they sit, listen or wrap a shawl around their shoulders.',
      'She studied painting at the Lebanese Academy of Fine Arts (ALBA) and has had solo shows in Beirut, Amman and Dubai.',
    ],
  },
];

/** Renders and stores each artist's profile picture, then inserts the artists; returns their ids by slug. */
export async function seedArtists(tx: Tx, kit: ImageKit): Promise<Map<string, number>> {
  const { w, h } = sizeFor(0.8, px(kit, 1000));
  const texture = await grain('photo', w, h);
  const images = await settleAll(
    ARTISTS.map((a) =>
      kit.limit(async () => {
        const svg = profileSilhouette(new Random(`artist:${a.slug}`), w, h, a.colours, a.headwear);
        const png = await sharp(Buffer.from(svg))
          .composite([{ input: texture, tile: true, blend: 'soft-light' }])
          .png({ compressionLevel: 0 })
          .toBuffer();
        return store(kit, png, `Profile picture of ${a.first} ${a.last}`);
      }),
    ),
  );
  const ids = new Map<string, number>();
  for (const [i, a] of ARTISTS.entries()) {
    const row = await tx
      .insertInto('artist')
      .values({
        artist_slug: a.slug,
        first_name: a.first,
        last_name: a.last,
        description: a.bio.map((p) => `<p>${p}</p>`).join(''),
        location: a.location,
        profile_image_id: images[i]!.id,
        position: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(a.slug, row.id);
  }
  return ids;
}

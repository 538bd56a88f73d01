import sharp from 'sharp';
import type { Tx } from '../client.ts';
import { storeDocument } from '../../modules/media/media.service.ts';
import type { SeededArtwork } from './artworks.ts';
import { hungWork } from './exhibitions.ts';
import { FLOORS, WALLS, installationView, pressLogo, type LogoStyle } from './graphics.ts';
import { grain, px, settleAll, renderTransparent, store, type ImageKit } from './images.ts';
import { articlePdf } from './pdfs.ts';
import { Random } from './random.ts';

/** Invented publications, so that no real newspaper is quoted saying things it never said. */
const OUTLETS: Array<{ name: string; style: LogoStyle }> = [
  { name: 'Muscat Daily Review', style: 'daily' },
  { name: 'Gulf Arts Quarterly', style: 'quarterly' },
  { name: 'Times of Oman Culture', style: 'times' },
  { name: 'Arabian Canvas', style: 'canvas' },
];

interface ArticleSpec {
  title: string;
  outlet: string;
  byline: string;
  date: string;
  /** The works in the article's photograph. */
  pictured: string[];
  paragraphs: string[];
}

const ARTICLES: ArticleSpec[] = [
  {
    title: 'Bait Al Fann opens its doors in Shatti Al Qurum',
    outlet: 'Muscat Daily Review',
    byline: 'Huda Al-Rashdi',
    date: '2024-02-12',
    pictured: ['frankincense-smoke', 'dawn-over-saiq-plateau', 'nun'],
    paragraphs: [
      'A new gallery for contemporary art from Oman and the Gulf opened last week in a converted villa a few streets back from the beach at Shatti Al Qurum. Bait Al Fann, "the house of art", shows painting, photography, calligraphy and sculpture by artists from Muscat, Nizwa, Salalah and Sur, alongside guests from Beirut, Dubai and London.',
      'The founders say they wanted a place where collectors can buy original work with confidence and where young Omani artists can show next to established names. Every work comes with a certificate, prices are on the wall, and the gallery delivers across the Sultanate and the GCC.',
      "The opening exhibition set Maryam Al-Balushi's luminous colour fields beside the mountain landscapes of Khalid Al-Harthy and the calligraphy of Aisha Al-Kindi. More than four hundred visitors came on the first evening, and several works were reserved before the doors closed.",
      'The gallery is open from Saturday to Thursday, and its shop is also online, with paintings, limited-edition photographs and affordable prints from 85 rials.',
    ],
  },
  {
    title: 'Khalid Al-Harthy and the light of the Hajar mountains',
    outlet: 'Gulf Arts Quarterly',
    byline: 'Daniel Okafor',
    date: '2025-04-03',
    pictured: ['terraces-of-wadi-bani-habib', 'jebel-shams-first-light', 'blue-ridges-of-al-hajar'],
    paragraphs: [
      'Khalid Al-Harthy gets up at four. By the time the sun reaches the ridges above Saiq, he has been at his easel for an hour, wrapped in a blanket against the mountain cold. "The light on Jebel Akhdar lasts twenty minutes," he says. "After that it is just a beautiful place."',
      'For thirty years the Nizwa painter has returned to the same villages: the terraces of Wadi Bani Habib, the rose gardens of Al Aqr, the rim of Jebel Shams. His canvases build the mountains as layers of ridges, each a little paler than the one in front, until the last dissolves into the sky.',
      'His new series, shown this spring at Bait Al Fann in Muscat, is his most ambitious yet. The panoramic Blue Ridges of Al Hajar stretches almost one and a half metres, and the small oil studies made outdoors are as sought after as the large canvases.',
      'Asked whether the mountains ever bore him, he laughs. "Every morning they are different. It is the painter who repeats himself, not the mountain."',
    ],
  },
  {
    title: 'Ink, gold and patience: the new calligraphy of Aisha Al-Kindi',
    outlet: 'Times of Oman Culture',
    byline: 'Salma Al-Hinai',
    date: '2025-09-18',
    pictured: ['nun', 'waw-in-gold', 'patience-sabr'],
    paragraphs: [
      'Aisha Al-Kindi trained for eight years before her teacher in Istanbul allowed her to sign her work. Today she breaks the rules she learned so carefully: in her new pieces a single letter, enlarged and repeated, becomes a composition of its own.',
      'In Nun, the deep bowl of the letter is written in black ink on handmade paper and answered by one stroke of gold leaf. In Waw in Gold, the letter turns around the centre of the canvas like a rosette, a visual dhikr that rewards long looking.',
      '"Calligraphy is a discipline of breath," she says. "Every stroke is one movement. If you hesitate, the paper shows it." She makes her own reed pens and ink, and burnishes the gold by hand.',
      'Her works are on show at Bait Al Fann in Muscat, where she also teaches a monthly introduction to the diwani script for beginners.',
    ],
  },
  {
    title: 'Ten Gulf artists to collect now',
    outlet: 'Arabian Canvas',
    byline: 'Rasha Nader',
    date: '2025-12-01',
    pictured: ['qurum-at-low-tide', 'mutrah-corniche-dusk', 'woman-in-a-saffron-shawl'],
    paragraphs: [
      'The art market of the Gulf is no longer only about blockbuster auctions in Dubai and Doha. A new generation of collectors is buying directly from galleries, at prices that would surprise a European buyer.',
      'Our list for the coming year includes the Omani colour-field painter Maryam Al-Balushi, whose canvases start below two thousand rials; the Dubai printmaker Hamad Al-Mansoori, whose hand-pulled screen prints of Muttrah and Old Muscat sell out within weeks; and the Beirut portraitist Rania Saab.',
      "Photography remains the best entry point. Salim Al-Araimi's limited editions of the Sur coast and the Wahiba Sands are printed on cotton rag in editions of six to twelve, and the early numbers are already gone.",
      'Our advice has not changed: buy what you love, ask for a certificate, and get to know the gallery. In Muscat, Bait Al Fann in Shatti Al Qurum is a good place to start.',
    ],
  },
  {
    title: 'Layla Haddad: geometry as a way of belonging',
    outlet: 'Gulf Arts Quarterly',
    byline: 'Daniel Okafor',
    date: '2026-03-22',
    pictured: ['star-of-bahla', 'turquoise-rosette', 'lapis-lattice'],
    paragraphs: [
      'Layla Haddad was an architect before she was a painter, and it shows. Her canvases are built on a compass and a straight edge: eight-pointed stars, six-fold lattices, the niches of a muqarnas vault, each one drawn out by hand before a single colour is laid down.',
      'Born in Beirut, she moved to Muscat ten years ago. The patterns of her childhood, from the tiled floors of old Lebanese houses, met the carved plaster of the mosques of Bahla and Nizwa. "Geometry travels," she says. "It is the same language in both places."',
      'Her new paintings are larger and warmer than before, in terracotta, saffron and turquoise. Alongside them she makes open-edition prints so that, in her words, "a student can own a pattern too".',
      'Patterns of Belonging, her first solo exhibition in Oman, opens at Bait Al Fann this season.',
    ],
  },
  {
    title: 'Bronze from Muttrah: the quiet monuments of Yusuf Al-Zadjali',
    outlet: 'Muscat Daily Review',
    byline: 'Huda Al-Rashdi',
    date: '2026-06-10',
    pictured: ['the-listener', 'red-wadi', 'jebel-akhdar-study-no-4'],
    paragraphs: [
      'Behind the spice stalls of Muttrah souq, down an alley too narrow for a car, Yusuf Al-Zadjali runs what may be the smallest bronze foundry in the Gulf. Two furnaces, a sand pit and a workbench are all he needs.',
      'His subjects are the most familiar objects of Omani life: the dallah coffee pot, the cairns on mountain paths, the water channels of the falaj, the Arabian oryx. He reduces each to a few curves and casts it by the lost-wax method, in editions of six to nine.',
      '"People think bronze is heavy," he says, lifting a small cairn from the bench. "But if the form is right, it breathes." The finish is his signature: patinas of gold, brown and verdigris green, polished by hand for days.',
      "A survey of ten years of his work is planned at Bait Al Fann's Sculpture Court, and a large Falaj has just been commissioned for a public garden in Sohar.",
    ],
  },
];

export async function seedPress(tx: Tx, kit: ImageKit, artworks: SeededArtwork[]): Promise<number> {
  const bySlug = new Map(artworks.map((a) => [a.slug, a]));
  const logos = new Map<string, number>();
  for (const outlet of OUTLETS) {
    const media = await kit.limit(async () =>
      store(kit, await renderTransparent(pressLogo(outlet.name, outlet.style)), `${outlet.name} logo`),
    );
    logos.set(outlet.name, media.id);
  }
  const size = { width: px(kit, 1200), height: px(kit, 800) };
  const texture = await grain('photo', size.width, size.height);
  const made = await settleAll(
    ARTICLES.map((article) =>
      kit.limit(async () => {
        const rng = new Random(`press:${article.title}`);
        const works = article.pictured.map((slug) => {
          const a = bySlug.get(slug);
          if (!a) throw new Error(`The demo press article pictures an unknown artwork "${slug}"`);
          return hungWork(a);
        });
        const png = await installationView(rng, works, {
          ...size,
          wall: rng.pick(WALLS),
          floor: rng.pick(FLOORS),
          furniture: 'none',
          grain: texture,
          title: 'Bait Al Fann',
          subtitle: 'Shatti Al Qurum, Muscat',
          visitors: rng.int(1, 2),
        });
        const image = await store(kit, png, `Photograph illustrating “${article.title}”`);
        const photo = await sharp(png).resize({ width: 900 }).jpeg({ quality: 80 }).toBuffer();
        const pdf = await articlePdf({
          outlet: article.outlet,
          title: article.title,
          byline: article.byline,
          date: article.date,
          paragraphs: article.paragraphs,
          photo,
          photoCaption: 'Visitors at Bait Al Fann Gallery, Muscat. Photograph courtesy of the gallery.',
        });
        const document = await storeDocument(kit.db, kit.files, pdf, {
          originalName: `${article.outlet} - ${article.title}.pdf`,
        });
        return { image, document };
      }),
    ),
  );
  for (const [i, article] of ARTICLES.entries()) {
    await tx
      .insertInto('press_article')
      .values({
        article_title: article.title,
        press_name: article.outlet,
        image_id: made[i]!.image.id,
        press_logo_id: logos.get(article.outlet)!,
        pdf_id: made[i]!.document.id,
        published_on: article.date,
      })
      .execute();
  }
  return ARTICLES.length;
}

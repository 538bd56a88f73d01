import type { Tx } from '../client.ts';
import { formatAmount, OMR } from '#shared/money.ts';
import type { GallerySettings } from '../../modules/settings/settings.service.ts';
import type { SeededArtwork } from './artworks.ts';
import type { SeededExhibition } from './exhibitions.ts';
import { cardWords, pageWords, type CardWords } from './page-words.ts';

/** The content pages: the gallery's story, the three service pages with their cards, and delivery terms. */

interface CardSpec {
  title: string;
  body: string;
  /** An artwork slug or an exhibition slug whose picture illustrates the card. */
  picture: { artwork: string } | { exhibition: string };
  link: string;
}

interface PageSpec {
  slug: string;
  name: string;
  description: string;
  cards: CardSpec[];
}

const rials = (baisa: number) => `${formatAmount(baisa, OMR)} OMR`;

function pages(settings: GallerySettings): PageSpec[] {
  const rates = settings.shipping_rates;
  return [
    {
      slug: 'about-us',
      name: 'About Us',
      description:
        '<h2>A house for art in Muscat</h2>' +
        '<p>Bait Al Fann — “the house of art” — opened in 2024 in a converted villa in Shatti Al Qurum, a few streets back from the sea. We show and sell contemporary painting, photography, calligraphy, drawing and sculpture by artists from Oman and the wider Gulf, with guests from Beirut, London and beyond.</p>' +
        '<p>We started the gallery because we wanted a place where a first-time buyer and a seasoned collector would feel equally at home: prices on the wall, a certificate with every work, and people who are happy to talk about the art for as long as you like.</p>' +
        '<h3>What we do</h3>' +
        '<ul><li>Exhibitions of established and emerging artists, six to eight a year, with talks and workshops.</li>' +
        '<li>Original works, limited editions and affordable prints, in the gallery and online.</li>' +
        '<li>Framing, delivery and installation across Oman and the GCC, and shipping worldwide.</li>' +
        '<li>Advice for private and corporate collections.</li></ul>' +
        '<h3>Visit us</h3>' +
        `<p>${settings.address}. Open Saturday to Thursday, 10:00 to 13:00 and 16:30 to 21:00; Friday 16:30 to 21:00. Call us on ${settings.phone} or write to <a href="mailto:${settings.email}">${settings.email}</a>.</p>`,
      cards: [],
    },
    {
      slug: 'artwork',
      name: 'Artwork',
      description:
        '<p>Every work we sell has been chosen by the gallery, comes with a certificate of authenticity, and can be seen in Shatti Al Qurum before you buy. Here is how we can help you find the right piece.</p>',
      cards: [
        {
          title: 'Original works',
          body: 'Paintings, drawings, calligraphy and sculpture: each one unique, signed by the artist and documented by the gallery.',
          picture: { artwork: 'dawn-over-saiq-plateau' },
          link: '/arts',
        },
        {
          title: 'Limited editions and prints',
          body: 'Numbered photographs and screen prints in small editions, and open-edition giclée prints in three sizes and three frame colours.',
          picture: { artwork: 'lapis-lattice' },
          link: '/arts',
        },
        {
          title: 'Art advisory',
          body: 'Tell us about your room, your taste and your budget. We will propose a short list and bring the works to your home on approval.',
          picture: { artwork: 'woman-in-a-saffron-shawl' },
          link: '/contact',
        },
        {
          title: 'Framing',
          body: 'Museum glass, acid-free mounts and hand-finished wooden frames, made in our own workshop in Muscat.',
          picture: { artwork: 'nun' },
          link: '/contact',
        },
        {
          title: 'Collections for workplaces',
          body: 'Hotels, offices, clinics and embassies: we select, frame and install art for spaces where people work and meet.',
          picture: { artwork: 'blue-ridges-of-al-hajar' },
          link: '/contact',
        },
      ],
    },
    {
      slug: 'exhibition',
      name: 'Exhibition',
      description:
        '<p>Our exhibitions change every six to eight weeks. Group shows bring together artists around a place or an idea; each one is open to applications from artists living in Oman and the GCC.</p>',
      cards: [
        {
          title: 'Now showing',
          body: 'See what is on the walls today, with the full list of works and their prices.',
          picture: { exhibition: 'above-the-clouds-jebel-akhdar-now' },
          link: '/exhibitions',
        },
        {
          title: 'Apply to exhibit',
          body: 'Artists can apply to any upcoming exhibition from its page: send a photograph of one work, a short description and, if you like, a portfolio. We reply to every application.',
          picture: { exhibition: 'city-of-light' },
          link: '/exhibitions',
        },
        {
          title: 'Openings and talks',
          body: 'Every exhibition opens with an evening with the artists and continues with guided visits on Saturday mornings. Entry is always free.',
          picture: { exhibition: 'lines-of-the-sea' },
          link: '/exhibitions',
        },
        {
          title: 'Private views',
          body: 'Book the gallery outside opening hours for a private visit with your family, friends or colleagues.',
          picture: { exhibition: 'patterns-of-belonging-layla-haddad' },
          link: '/contact',
        },
      ],
    },
    {
      slug: 'solo-exhibition',
      name: 'Solo Exhibition',
      description:
        '<p>Each year we give a small number of artists a solo exhibition. We work with them from the first studio visit to the last day of the show.</p>',
      cards: [
        {
          title: 'From studio to gallery',
          body: 'We visit your studio, select the works with you, and plan the hang, the lighting and the prices together.',
          picture: { exhibition: 'patterns-of-belonging-layla-haddad' },
          link: '/contact',
        },
        {
          title: 'Curatorial support',
          body: 'Our curator writes the exhibition text, the wall labels and the price list, in English and Arabic.',
          picture: { exhibition: 'charcoal-and-sand-james-whitcombe-in-oman' },
          link: '/contact',
        },
        {
          title: 'Catalogue and press',
          body: 'Professional photography of every work, a printed catalogue, and a press campaign in Oman and the Gulf.',
          picture: { exhibition: 'bronze-and-breath-yusuf-al-zadjali' },
          link: '/press-release',
        },
        {
          title: 'Installation and sales',
          body: 'We hang the show, light it, insure it, and handle every sale, certificate and delivery for you.',
          picture: { artwork: 'falaj' },
          link: '/contact',
        },
      ],
    },
    {
      slug: 'shipping',
      name: 'Delivery and Returns',
      description:
        '<h3>Delivery</h3>' +
        '<ul>' +
        `<li><strong>Oman:</strong> ${rials(rates.oman)}, delivered in 2 to 4 working days; in Muscat we hang the work for you if you wish.</li>` +
        `<li><strong>GCC countries:</strong> ${rials(rates.gcc)}, 5 to 8 working days by insured courier.</li>` +
        `<li><strong>Rest of the world:</strong> ${rials(rates.world)}, 7 to 14 working days. Import duties and taxes are paid by the buyer.</li>` +
        `<li><strong>Free delivery</strong> on every order of ${rials(settings.free_delivery_threshold)} or more.</li>` +
        '</ul>' +
        '<p>Originals travel in a wooden crate or a double-walled box with corner protectors; prints are shipped flat or rolled in a tube. Every parcel is insured for its full value.</p>' +
        '<h3>Returns</h3>' +
        '<p>If a work is not right for you, tell us within 14 days of delivery and send it back in its original packaging: we refund the price of the work in full. Commissioned and custom-framed works cannot be returned.</p>' +
        '<p>If anything arrives damaged, photograph the packaging and the work and write to us within 48 hours; we will repair, replace or refund it.</p>',
      cards: [],
    },
  ];
}

export async function seedPages(
  tx: Tx,
  settings: GallerySettings,
  artworks: SeededArtwork[],
  exhibitions: SeededExhibition[],
): Promise<number> {
  const artworkImage = new Map(artworks.map((a) => [a.slug, a.featureImageId]));
  const exhibitionImage = new Map(exhibitions.map((e) => [e.slug, e.imageId]));
  const list = pages(settings);
  const cardTranslations: { id: number; words: Record<'fr' | 'de' | 'ar', CardWords> }[] = [];
  const wordsOfCards = cardWords();
  for (const page of list) {
    const row = await tx
      .insertInto('page')
      .values({ slug: page.slug, page_name: page.name, page_description: page.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (page.cards.length === 0) continue;
    const cards = await tx
      .insertInto('page_card')
      .values(
        page.cards.map((card, position) => {
          const imageId =
            'artwork' in card.picture
              ? artworkImage.get(card.picture.artwork)
              : exhibitionImage.get(card.picture.exhibition);
          if (imageId === undefined)
            throw new Error(`The page card "${card.title}" pictures something the seed does not have`);
          return { page_id: row.id, title: card.title, body: card.body, image_id: imageId, link: card.link, position };
        }),
      )
      .returning(['id', 'position'])
      .execute();
    const words = wordsOfCards[page.slug];
    if (!words || Object.values(words).some((cardsIn) => cardsIn.length !== page.cards.length))
      throw new Error(`The page "${page.slug}" needs its ${page.cards.length} cards' words in every language`);
    for (const card of cards)
      cardTranslations.push({
        id: card.id,
        words: { fr: words.fr[card.position]!, de: words.de[card.position]!, ar: words.ar[card.position]! },
      });
  }
  // What the translations panel would hold for each page and card (a page's translations are keyed by its
  // slug, a card's by its id).
  const now = new Date().toISOString();
  const rows = (entity: 'page' | 'page_card', id: string | number, languages: Record<string, object>) =>
    Object.entries(languages).flatMap(([locale, words]) =>
      Object.entries(words).map(([field, value]: [string, string]) => ({
        entity,
        entity_id: String(id),
        locale,
        field,
        value,
        updated_at: now,
      })),
    );
  await tx
    .insertInto('content_translations')
    .values([
      ...Object.entries(pageWords(settings)).flatMap(([slug, languages]) => rows('page', slug, languages)),
      ...cardTranslations.flatMap(({ id, words }) => rows('page_card', id, words)),
    ])
    .execute();
  return list.length;
}

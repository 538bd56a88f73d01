import type { TranslatableEntity, TranslationLocale } from '#shared/api/translations.ts';
import type { Tx } from '../../client.ts';
import { labelKey } from '../../../modules/catalog/catalog.service.ts';
import { CATALOGUE, type ArtworkSpec } from '../catalogue.ts';
import { html } from '../text.ts';
import { ARTIST_WORDS } from './artist-words.ts';
import { ARTWORK_WORDS } from './artwork-words.ts';
import { EXHIBITION_WORDS, PRESS_WORDS } from './exhibition-words.ts';
import { CATEGORY_WORDS, MEDIUM_WORDS, SUPPORT_WORDS, TAG_WORDS } from './label-words.ts';
import { PLACE_WORDS } from './place-words.ts';

/**
 * The demo gallery's content in French, German and Arabic, stored as staff would enter it in the
 * translations panel (ADR 005): artworks, artists, exhibitions, press titles and the labels of the
 * filters and wall labels. Pages, their cards and the home sections carry their own words.
 */

const LOCALES: readonly TranslationLocale[] = ['fr', 'de', 'ar'];

/** Sizes as the storefront writes them in each language: × between, the language's decimal sign. */
function sizeIn(locale: TranslationLocale, size: ArtworkSpec['size']): string {
  const unit = locale === 'ar' ? 'سم' : 'cm';
  const decimal = locale === 'fr' || locale === 'de' ? ',' : '.';
  return `${size.map((n) => String(n).replace('.', decimal)).join(' × ')} ${unit}`;
}

const FRAME_COLOURS: Record<string, Record<TranslationLocale, string>> = {
  white: { fr: 'blanc', de: 'Weiß', ar: 'أبيض' },
  black: { fr: 'noir', de: 'Schwarz', ar: 'أسود' },
  brown: { fr: 'brun', de: 'Braun', ar: 'بني' },
};

function list(locale: TranslationLocale, items: string[]): string {
  const or = { fr: ' ou ', de: ' oder ', ar: ' أو ' }[locale];
  const comma = locale === 'ar' ? '، ' : ', ';
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${or}${items.at(-1)}`;
}

const lowerFirst = (text: string, locale: TranslationLocale) =>
  // German nouns keep their capital.
  locale === 'de' ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** An artwork's summary and full description in one language, built like the English one. */
export function describeIn(
  locale: TranslationLocale,
  spec: ArtworkSpec,
  artist: string,
): { name: string; short_description: string; full_description: string } {
  const words = ARTWORK_WORDS[spec.name]?.[locale];
  const medium = MEDIUM_WORDS[spec.medium]?.[locale];
  const support = spec.support === null ? null : SUPPORT_WORDS[spec.support]?.[locale];
  if (!words || !medium || support === undefined)
    throw new Error(`The artwork "${spec.name}" needs its words, medium and support in ${locale}`);
  const sculpture = spec.comp.style === 'sculpture';
  const colours = (spec.frames ?? []).map((c) => FRAME_COLOURS[c]![locale]);
  const made = {
    fr: `${artist} a réalisé ${sculpture ? 'cette pièce' : 'cette œuvre'} en ${spec.year}.`,
    de: `${artist} schuf ${sculpture ? 'dieses Stück' : 'dieses Werk'} ${spec.year}.`,
    ar: `${sculpture ? 'قطعة' : 'عمل'} من إنجاز ${artist} عام ${spec.year}.`,
  }[locale];
  const materials = `${medium}${support ? `${locale === 'ar' ? '، ' : ', '}${lowerFirst(support, locale)}` : ''}.`;
  const edition =
    spec.edition === 'open'
      ? {
          fr: 'Tirage en édition ouverte, signé au dos',
          de: 'Druck in offener Auflage, rückseitig signiert',
          ar: 'طبعة مفتوحة الإصدار، موقّعة على الظهر',
        }[locale]
      : spec.edition
        ? {
            fr: `Édition limitée : exemplaire nº ${spec.edition[0]} sur ${spec.edition[1]}, signé et numéroté`,
            de: `Limitierte Auflage: Exemplar ${spec.edition[0]} von ${spec.edition[1]}, signiert und nummeriert`,
            ar: `إصدار محدود: النسخة رقم ${spec.edition[0]} من ${spec.edition[1]}، موقّعة ومرقّمة`,
          }[locale]
        : {
            fr: 'Œuvre originale unique, signée par l’artiste',
            de: 'Original-Unikat, signiert',
            ar: 'عمل أصلي فريد، موقّع من الفنان',
          }[locale];
  const framing = spec.frames
    ? {
        fr: `Proposée encadrée de bois ${list(locale, colours)}, en trois formats de papier`,
        de: `Mit Holzrahmen in ${list(locale, colours)} erhältlich, in drei Papierformaten`,
        ar: `متوفر بإطار خشبي ${list(locale, colours)}، بثلاثة مقاسات للورق`,
      }[locale]
    : spec.framed
      ? spec.surface === 'canvas'
        ? { fr: 'Encadrée', de: 'Gerahmt', ar: 'مؤطّر' }[locale]
        : {
            fr: 'Encadrée sous verre musée avec un passe-partout sans acide',
            de: 'Hinter Museumsglas mit säurefreiem Passepartout gerahmt',
            ar: 'مؤطّر خلف زجاج متحفي مع حافة خالية من الأحماض',
          }[locale]
      : sculpture
        ? {
            fr: 'Livrée sur son socle, prête à être exposée',
            de: 'Wird auf dem Sockel geliefert, bereit zum Aufstellen',
            ar: 'يُسلَّم على قاعدته جاهزًا للعرض',
          }[locale]
        : {
            fr: 'Non encadrée ; les bords de la toile sont peints, elle peut donc être accrochée telle quelle',
            de: 'Ungerahmt; die Kanten sind bemalt, das Werk kann so aufgehängt werden',
            ar: 'غير مؤطّر؛ جوانب اللوحة مطلية، فيمكن تعليقها كما هي',
          }[locale];
  const size = { fr: 'Dimensions', de: 'Maße', ar: 'المقاس' }[locale];
  const colon = locale === 'fr' ? ' : ' : ': ';
  const certificate = {
    fr: 'Accompagnée d’un certificat d’authenticité de la galerie Bait Al Fann',
    de: 'Mit Echtheitszertifikat der Galerie Bait Al Fann',
    ar: 'مرفق بشهادة أصالة من معرض بيت الفن',
  }[locale];
  const full =
    html([words.about, `${made} ${materials}`]) +
    `<ul><li>${size}${colon}${sizeIn(locale, spec.size)}</li><li>${edition}</li><li>${framing}</li><li>${certificate}</li></ul>`;
  return { name: words.name, short_description: words.about.split(/(?<=\.)\s/)[0]!, full_description: full };
}

interface Row {
  entity: TranslatableEntity;
  entity_id: string;
  locale: TranslationLocale;
  field: string;
  value: string;
  updated_at: string;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo gallery has no French, German and Arabic words for ${what}`);
  return value;
}

/** Writes every translation of the demo content; a record without its words fails the seed. */
export async function seedContentWords(tx: Tx): Promise<number> {
  const now = new Date().toISOString();
  const rows: Row[] = [];
  const add = (entity: TranslatableEntity, id: string | number, locale: TranslationLocale, values: object) => {
    for (const [field, value] of Object.entries(values))
      if (typeof value === 'string' && value !== '')
        rows.push({ entity, entity_id: String(id), locale, field, value, updated_at: now });
  };

  /** A place's words in one language; a record without a place has none to translate. */
  const placeIn = (place: string | null, locale: TranslationLocale) =>
    place === null || place === '' ? undefined : need(PLACE_WORDS[place], `the place ${place}`)[locale];

  const artists = await tx
    .selectFrom('artist')
    .select(['id', 'artist_slug', 'first_name', 'last_name', 'location'])
    .execute();
  const artistById = new Map(artists.map((a) => [a.id, a]));
  for (const artist of artists) {
    const words = need(ARTIST_WORDS[artist.artist_slug], `the artist ${artist.artist_slug}`);
    for (const locale of LOCALES) {
      const { first, last, bio } = words[locale];
      add('artist', artist.id, locale, {
        first_name: first,
        last_name: last,
        location: placeIn(artist.location, locale),
        description: html(bio),
      });
    }
  }

  const artworks = await tx.selectFrom('artwork').select(['id', 'name', 'artist_id']).execute();
  for (const artwork of artworks) {
    const spec = need(
      CATALOGUE.find((s) => s.name === artwork.name),
      `the artwork ${artwork.name}`,
    );
    const artist = artwork.artist_id === null ? undefined : artistById.get(artwork.artist_id);
    for (const locale of LOCALES) {
      const named = artist && ARTIST_WORDS[artist.artist_slug]?.[locale];
      const by = `${named?.first ?? artist?.first_name ?? ''} ${named?.last ?? artist?.last_name ?? ''}`.trim();
      add('artwork', artwork.id, locale, describeIn(locale, spec, by));
    }
  }

  const exhibitions = await tx.selectFrom('exhibition').select(['id', 'title', 'venue']).execute();
  for (const exhibition of exhibitions) {
    const words = need(EXHIBITION_WORDS[exhibition.title], `the exhibition ${exhibition.title}`);
    for (const locale of LOCALES) {
      const { title, short, full } = words[locale];
      add('exhibition', exhibition.id, locale, {
        title,
        short_description: short,
        venue: placeIn(exhibition.venue, locale),
        full_description: html(full),
      });
    }
  }

  const press = await tx.selectFrom('press_article').select(['id', 'article_title']).execute();
  for (const article of press) {
    const words = need(PRESS_WORDS[article.article_title], `the press article ${article.article_title}`);
    for (const locale of LOCALES) add('press_article', article.id, locale, { article_title: words[locale] });
  }

  for (const kind of ['category', 'tag'] as const) {
    const table = kind === 'category' ? CATEGORY_WORDS : TAG_WORDS;
    for (const term of await tx.selectFrom(kind).select(['slug', 'name']).execute()) {
      const words = need(table[term.name] ?? table[term.name.toLowerCase()], `the ${kind} ${term.name}`);
      for (const locale of LOCALES) add(kind, term.slug, locale, { name: words[locale] });
    }
  }
  for (const kind of ['medium', 'support'] as const) {
    const table = kind === 'medium' ? MEDIUM_WORDS : SUPPORT_WORDS;
    const values = await tx.selectFrom('artwork').select(kind).distinct().where(kind, 'is not', null).execute();
    for (const { [kind]: text } of values) {
      const words = need(table[text!], `the ${kind} ${text}`);
      for (const locale of LOCALES) add(kind, labelKey(text!), locale, { name: words[locale] });
    }
  }

  // A few hundred rows at a time keeps each insert under SQLite's limit on bound values.
  for (let i = 0; i < rows.length; i += 150)
    await tx
      .insertInto('content_translations')
      .values(rows.slice(i, i + 150))
      .execute();
  return rows.length;
}

import type { Insertable } from 'kysely';
import type {
  Artwork,
  CurrencyTable,
  Exhibition,
  ExhibitionTable,
  HomeSectionTable,
  PressArticleTable,
} from '#server/db/schema.ts';
import { updateSettings, type GallerySettings } from '#server/modules/settings/settings.service.ts';
import { createDocument, createImage } from './media.ts';
import { daysFromToday, nextId, slugOf, type FactoryContext } from './context.ts';

export type ExhibitionOverrides = Partial<Insertable<ExhibitionTable>> & {
  /** Artworks hung in this order. */
  artworks?: Artwork[];
  withImage?: boolean;
};

/** By default a show running from a week ago to a month from now. */
export async function createExhibition(ctx: FactoryContext, overrides: ExhibitionOverrides = {}): Promise<Exhibition> {
  const n = nextId();
  const { artworks = [], withImage = true, ...row } = overrides;
  const title = row.title ?? `Light of the Coast ${n}`;
  const image = withImage && row.image_id === undefined ? await createImage(ctx, { alt: title }) : null;
  const exhibition = await ctx.db
    .insertInto('exhibition')
    .values({
      exhibition_slug: slugOf(`${title} ${n}`),
      title,
      short_description: `${title}: new work from Muscat.`,
      full_description: `<p>${title}</p>`,
      image_id: image?.id ?? null,
      start_date: daysFromToday(-7),
      end_date: daysFromToday(30),
      venue: 'Bait Al Fann, Shatti Al Qurum',
      kind: 'group',
      ...row,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [position, artwork] of artworks.entries()) {
    await ctx.db
      .insertInto('exhibition_artwork')
      .values({ exhibition_id: exhibition.id, artwork_id: artwork.id, position })
      .execute();
  }
  return exhibition;
}

export type PressOverrides = Partial<Insertable<PressArticleTable>> & { withFiles?: boolean };

export async function createPressArticle(ctx: FactoryContext, overrides: PressOverrides = {}) {
  const n = nextId();
  const { withFiles = true, ...row } = overrides;
  const [image, logo, pdf] = withFiles
    ? await Promise.all([createImage(ctx, { alt: 'Article' }), createImage(ctx, { alt: 'Logo' }), createDocument(ctx)])
    : [null, null, null];
  return ctx.db
    .insertInto('press_article')
    .values({
      article_title: `The gallery in the news ${n}`,
      press_name: 'Times of Oman',
      image_id: image?.id ?? null,
      press_logo_id: logo?.id ?? null,
      pdf_id: pdf?.id ?? null,
      published_on: daysFromToday(-n),
      ...row,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PageSpec {
  slug: string;
  page_name?: string;
  page_description?: string;
  cards?: { title: string; body?: string; link?: string | null; withImage?: boolean }[];
}

export async function createPage(ctx: FactoryContext, spec: PageSpec) {
  const page = await ctx.db
    .insertInto('page')
    .values({
      slug: spec.slug,
      page_name: spec.page_name ?? spec.slug,
      page_description: spec.page_description ?? `<p>About ${spec.slug}</p>`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [position, card] of (spec.cards ?? []).entries()) {
    const image = card.withImage === false ? null : await createImage(ctx, { alt: card.title });
    await ctx.db
      .insertInto('page_card')
      .values({
        page_id: page.id,
        title: card.title,
        body: card.body ?? '',
        link: card.link ?? null,
        image_id: image?.id ?? null,
        position,
      })
      .execute();
  }
  return page;
}

export const DEFAULT_CURRENCIES: Insertable<CurrencyTable>[] = [
  { code: 'OMR', symbol: '\uFDFC', name: 'Omani Rial', rate: '1', decimals: 3, position: 0 },
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: '2.6008', decimals: 2, position: 1 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.3912', decimals: 2, position: 2 },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.0483', decimals: 2, position: 3 },
];

export async function createCurrencies(ctx: FactoryContext, rows: Insertable<CurrencyTable>[] = DEFAULT_CURRENCIES) {
  await ctx.db.insertInto('currency').values(rows).execute();
}

/** Changes the gallery's settings, as the back office saves them; takes a test app or a factory context. */
export function setSettings(ctx: Pick<FactoryContext, 'db'>, changes: Partial<GallerySettings>) {
  return updateSettings(ctx.db, changes);
}

export async function createHomeSection(
  ctx: FactoryContext,
  row: Partial<Omit<Insertable<HomeSectionTable>, 'config'>> & { config?: object | string },
) {
  const { config, ...rest } = row;
  return ctx.db
    .insertInto('home_section')
    .values({
      kind: 'hero',
      title: 'Section',
      position: 0,
      enabled: 1,
      ...rest,
      config: typeof config === 'string' ? config : JSON.stringify(config ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

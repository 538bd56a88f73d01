import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { pageSlugs, type Page } from '#shared/api/gallery.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import type { ContentTranslator } from '../translations/translations.service.ts';
import * as repo from './pages.repository.ts';

export type PageSlug = (typeof pageSlugs)[number];

export const isPageSlug = (slug: string): slug is PageSlug => (pageSlugs as readonly string[]).includes(slug);

/** A content page of docs/product.md#api with its cards, or undefined when the slug is not one of them or not written yet. */
export async function getPage(db: Executor, slug: string, tr?: ContentTranslator): Promise<Page | undefined> {
  if (!isPageSlug(slug)) return undefined;
  const page = await repo.findPageBySlug(db, slug);
  if (!page) return undefined;
  const cards = await repo.cardsOfPage(db, page.id);
  const media = await findMediaByIds(
    db,
    cards.flatMap((c) => c.image_id ?? []),
  );
  const answer: Page = {
    slug: page.slug,
    page_name: page.page_name,
    page_description: page.page_description,
    cards: cards.map((c) => {
      const image = c.image_id === null ? undefined : media.get(c.image_id);
      const card = { title: c.title, body: c.body, image: mediaUrl(image), image_set: imageSet(image), link: c.link };
      tr?.add('page_card', c.id, (t) => {
        if (t.title) card.title = t.title;
        if (t.body) card.body = t.body;
      });
      return card;
    }),
  };
  tr?.add('page', page.slug, (t) => {
    if (t.page_name) answer.page_name = t.page_name;
    if (t.page_description) answer.page_description = t.page_description;
  });
  return answer;
}

/** The shipping page's text as a column of the artwork read (`ArtworkCompanions`). */
export function shippingTextColumn(eb: ExpressionBuilder<Database, 'artwork'>) {
  return repo.pageTextColumn(eb, 'shipping');
}

/**
 * The shipping terms under every artwork (`shipping` of the artwork answer), from the page's text as
 * the artwork query read it, in the translator's language.
 */
export function shippingTermsOf(description: string | null, tr?: ContentTranslator): { page_description: string } {
  const terms = { page_description: description ?? '' };
  tr?.add('page', 'shipping', (t) => {
    if (t.page_description) terms.page_description = t.page_description;
  });
  return terms;
}

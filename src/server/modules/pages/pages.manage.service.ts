import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isUniqueViolation } from '../../lib/slugs.ts';
import { refuseIfChangedSince, staleSave } from '../../lib/stale-saves.ts';
import { pageSlugs } from '#shared/api/gallery.ts';
import type { ManagedPage, pageBody, pageListQuery, StaffMember } from '#shared/api/manage.ts';
import { sortInMemory } from '../../lib/list-page.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import { isPageSlug, type PageSlug } from './pages.service.ts';
import { forgetTranslations } from '../translations/translations.service.ts';
import * as repo from './pages.repository.ts';

/**
 * The content pages of docs/product.md#api (about-us, exhibition, artwork, solo-exhibition, shipping) as the back
 * office edits them. Every one of them can be opened, also before it was first written; saving
 * creates it. The description and each card's body are sanitised rich text.
 */

type PageChanges = z.output<typeof pageBody>;

/** The title a page starts with (the service pages' titles of docs/product.md#screens). */
const DEFAULT_NAMES: Record<PageSlug, string> = {
  'about-us': 'About Us',
  exhibition: 'Exhibition',
  artwork: 'Artwork',
  'solo-exhibition': 'Solo Exhibition',
  shipping: 'Shipping',
};

type PageListRow = { slug: string; exists: boolean; page_name: string; card_count: number; updated_at: string | null };
const PAGE_SORTS = {
  position: (p: PageListRow) => pageSlugs.indexOf(p.slug as PageSlug),
  name: (p: PageListRow) => p.page_name.toLowerCase(),
  cards: (p: PageListRow) => p.card_count,
  // Pages never written sort before every written one.
  updated: (p: PageListRow) => p.updated_at ?? '',
};

/** The storefront's few pages, by default in the order of docs/product.md#api, then by slug. */
export async function listPagesForStaff(db: Executor, sort: z.output<typeof pageListQuery>): Promise<PageListRow[]> {
  const rows = new Map((await repo.listPagesWithCardCounts(db)).map((p) => [p.slug, p]));
  const pages = pageSlugs.map((slug) => {
    const row = rows.get(slug);
    return {
      slug,
      exists: !!row,
      page_name: row?.page_name ?? DEFAULT_NAMES[slug],
      card_count: row?.card_count ?? 0,
      updated_at: row?.updated_at ?? null,
    };
  });
  return sortInMemory(pages, PAGE_SORTS, (p) => p.slug, sort.sort, sort.order);
}

/** A page with its cards; undefined when the slug is not one of the storefront's pages. */
export async function pageForStaff(db: Executor, slug: string): Promise<ManagedPage | undefined> {
  if (!isPageSlug(slug)) return undefined;
  const page = await repo.findPageBySlug(db, slug);
  if (!page)
    return { slug, exists: false, page_name: DEFAULT_NAMES[slug], page_description: '', cards: [], updated_at: null };
  const cards = await repo.cardsOfPage(db, page.id);
  const media = await findMediaByIds(
    db,
    cards.flatMap((c) => c.image_id ?? []),
  );
  return {
    slug,
    exists: true,
    page_name: page.page_name,
    page_description: page.page_description,
    cards: cards.map((c) => ({
      id: c.id,
      title: c.title,
      body: c.body,
      image_id: c.image_id,
      image: managedMediaIn(media, c.image_id),
      link: c.link,
      position: c.position,
    })),
    updated_at: page.updated_at,
  };
}

/** One card of any page, by its id (what its translations are kept under). */
export function cardForStaff(db: Executor, id: number) {
  return repo.findCard(db, id);
}

async function cardIdsOf(db: Executor, slug: string): Promise<Set<number>> {
  const page = await repo.findPageBySlug(db, slug);
  return new Set(page ? (await repo.cardsOfPage(db, page.id)).map((c) => c.id) : []);
}

/** Whether the sent cards differ from the kept ones: in number, order, or any card's words, image or link. */
function cardsDiffer(
  before: { id: number; title: string; body: string; image_id: number | null; link: string | null }[],
  after: { id?: number; title: string; body: string; image_id: number | null; link: string | null }[],
): boolean {
  return (
    before.length !== after.length ||
    after.some((card, i) => {
      const kept = before[i]!;
      return (
        card.id !== kept.id ||
        card.title !== kept.title ||
        card.body !== kept.body ||
        card.image_id !== kept.image_id ||
        card.link !== kept.link
      );
    })
  );
}

export async function savePage(db: Db, staff: StaffMember, slug: string, changes: PageChanges): Promise<ManagedPage> {
  if (!isPageSlug(slug)) {
    throw new AppError('not_found', 'Page not found', [
      { field: 'slug', message: `must be one of: ${pageSlugs.join(', ')}` },
    ]);
  }
  const known = await cardIdsOf(db, slug);
  const errors: FieldError[] = [];
  (changes.cards ?? []).forEach((card, i) => {
    if (card.id !== undefined && !known.has(card.id))
      errors.push({ field: `cards.${i}.id`, message: `no card of the page "${slug}" has the id ${card.id}` });
  });
  errors.push(
    ...(await checkMediaReferences(
      db,
      (changes.cards ?? []).map((card, i) => ({
        field: `cards.${i}.image_id`,
        id: card.image_id,
        kind: 'image' as const,
      })),
    )),
  );
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  // Cards are shown by position; those without one keep the order they were sent in.
  const cards = changes.cards
    ?.map((card, index) => ({ card, index }))
    .sort((a, b) => (a.card.position ?? a.index) - (b.card.position ?? b.index) || a.index - b.index)
    .map(({ card }) => ({
      id: card.id,
      title: card.title,
      body: sanitizeRichText(card.body),
      image_id: card.image_id,
      link: card.link,
    }));

  try {
    await db.transaction().execute(async (tx) => {
      // The row held (when there is one), so that two saves of the same version are taken in turn.
      const existing = await repo.findPageBySlug(tx, slug, { lock: true });
      refuseIfChangedSince(changes.updated_at, existing?.updated_at, 'page');
      const now = new Date().toISOString();
      const fields = {
        ...(changes.page_name !== undefined ? { page_name: changes.page_name } : {}),
        ...(changes.page_description !== undefined
          ? { page_description: sanitizeRichText(changes.page_description) }
          : {}),
      };
      let pageId: number;
      let what: string[];
      if (existing) {
        pageId = existing.id;
        // What the save changes, for the audit; a save that changes nothing writes nothing.
        const before = await repo.cardsOfPage(tx, pageId);
        what = [
          ...(Object.keys(fields) as (keyof typeof fields)[]).filter((key) => fields[key] !== existing[key]),
          ...(cards && cardsDiffer(before, cards) ? [`cards (${cards.length})`] : []),
        ];
        if (what.length === 0) return;
        await repo.updatePage(tx, pageId, { ...fields, updated_at: now });
      } else {
        pageId = await repo.insertPage(tx, {
          slug,
          page_name: DEFAULT_NAMES[slug],
          page_description: '',
          ...fields,
          updated_at: now,
        });
        what = [...Object.keys(fields), ...(cards ? [`cards (${cards.length})`] : [])];
      }
      if (cards) {
        // A removed card's words in other languages go with it.
        const kept = new Set(cards.flatMap((c) => (c.id === undefined ? [] : [c.id])));
        for (const { id } of await repo.cardsOfPage(tx, pageId))
          if (!kept.has(id)) await forgetTranslations(tx, 'page_card', id);
        await repo.replaceCards(tx, pageId, cards);
      }
      await recordAudit(tx, {
        staff,
        action: existing ? 'page.update' : 'page.create',
        entity: 'page',
        entityId: slug,
        detail: `${existing ? 'Updated' : 'Wrote'} the page "${slug}"${what.length ? `: ${what.join(', ')}` : ''}`,
      });
    });
  } catch (error) {
    // A colleague's first save of the same page committed while this one was made.
    if (isUniqueViolation(error)) throw staleSave('page');
    throw error;
  }
  return (await pageForStaff(db, slug))!;
}

import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Exhibition, Media } from '../../db/schema.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isUniqueViolation, slugTaken, slugToSave } from '../../lib/slugs.ts';
import { lockedStamp, refuseIfChangedSince } from '../../lib/stale-saves.ts';
import type {
  ExhibitionFields,
  exhibitionListQuery,
  exhibitionUpdateBody,
  ManagedExhibition,
  newExhibitionBody,
  StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetTranslations } from '../translations/translations.service.ts';
import { artworkSummaries, existingArtworkIds } from '../catalog/catalog.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import { statusOn, todayInMuscat } from './exhibitions.service.ts';
import * as repo from './exhibitions.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/** Exhibitions as the back office edits them: dates, texts, image, venue, kind and the ordered hang. */

type ListQuery = z.output<typeof exhibitionListQuery>;
type NewExhibition = z.output<typeof newExhibitionBody>;
type ExhibitionChanges = z.output<typeof exhibitionUpdateBody>;

const storefrontUrl = (slug: string) => `/exhibitions/${slug}`;
const nowIso = () => new Date().toISOString();

function summaryOf(e: Exhibition, media: ReadonlyMap<number, Media>, today: string) {
  return {
    id: e.id,
    exhibition_slug: e.exhibition_slug,
    storefront_url: storefrontUrl(e.exhibition_slug),
    title: e.title,
    short_description: e.short_description,
    start_date: e.start_date,
    end_date: e.end_date,
    status: statusOn(e, today),
    venue: e.venue,
    kind: e.kind,
    published: e.published === 1,
    image_id: e.image_id,
    image: managedMediaIn(media, e.image_id),
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

export async function listExhibitionsForStaff(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listExhibitionsPage(db, { search: query.search, ...windowOf(query) });
  const ids = rows.map((e) => e.id);
  const [media, hangs, applications] = await Promise.all([
    findMediaByIds(
      db,
      rows.flatMap((e) => e.image_id ?? []),
    ),
    repo.hangsOf(db, ids),
    repo.countApplications(db, ids),
  ]);
  const today = todayInMuscat();
  return pageAnswer(
    query,
    rows.map((e) => ({
      ...summaryOf(e, media, today),
      artwork_ids: hangs.get(e.id) ?? [],
      application_count: applications.get(e.id) ?? 0,
    })),
    total,
  );
}

export async function exhibitionForStaff(db: Executor, id: number): Promise<ManagedExhibition | undefined> {
  const e = await repo.findExhibitionById(db, id);
  if (!e) return undefined;
  const [media, artworkIds, applications] = await Promise.all([
    findMediaByIds(db, e.image_id === null ? [] : [e.image_id]),
    repo.artworkIdsOf(db, id),
    repo.countApplications(db, [id]),
  ]);
  return {
    ...summaryOf(e, media, todayInMuscat()),
    full_description: e.full_description,
    artwork_ids: artworkIds,
    artworks: await artworkSummaries(db, artworkIds),
    application_count: applications.get(id) ?? 0,
  };
}

async function stateOf(db: Executor, e: Exhibition): Promise<ExhibitionFields> {
  return {
    title: e.title,
    exhibition_slug: e.exhibition_slug,
    short_description: e.short_description,
    full_description: e.full_description,
    image_id: e.image_id,
    start_date: e.start_date,
    end_date: e.end_date,
    venue: e.venue,
    kind: e.kind,
    published: e.published === 1,
    artwork_ids: await repo.artworkIdsOf(db, e.id),
  };
}

async function applyChanges(
  db: Executor,
  current: ExhibitionFields,
  changes: ExhibitionChanges,
): Promise<ExhibitionFields> {
  const next: ExhibitionFields = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  const errors: FieldError[] = [];
  if (next.end_date < next.start_date) {
    errors.push({ field: 'end_date', message: `must not be before start_date (${next.start_date})` });
  }
  errors.push(...(await checkMediaReferences(db, [{ field: 'image_id', id: changes.image_id, kind: 'image' }])));
  if (changes.artwork_ids !== undefined && changes.artwork_ids.length > 0) {
    const known = await existingArtworkIds(db, changes.artwork_ids);
    changes.artwork_ids.forEach((id, i) => {
      if (!known.has(id)) errors.push({ field: `artwork_ids.${i}`, message: `no artwork has the id ${id}` });
    });
  }
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  if (changes.full_description !== undefined) next.full_description = sanitizeRichText(changes.full_description);
  return next;
}

/** The slug to save: the one staff typed (409 when another exhibition has it) or a free one made from the title. */
const resolveSlug = (db: Executor, wanted: string, title: string, exceptId?: number) =>
  slugToSave(repo.EXHIBITION_SLUG, wanted, title, (candidates) => repo.takenExhibitionSlugs(db, candidates, exceptId));

const columnsOf = ({ artwork_ids: _hang, published, ...columns }: ExhibitionFields) => ({
  ...columns,
  published: published ? 1 : 0,
});

export async function createExhibition(db: Db, staff: StaffMember, body: NewExhibition): Promise<ManagedExhibition> {
  const blank: ExhibitionFields = {
    title: body.title,
    exhibition_slug: '',
    short_description: '',
    full_description: '',
    image_id: null,
    start_date: body.start_date,
    end_date: body.end_date,
    venue: null,
    kind: 'group',
    published: true,
    artwork_ids: [],
  };
  const next = await applyChanges(db, blank, body);
  try {
    const id = await db.transaction().execute(async (tx) => {
      next.exhibition_slug = await resolveSlug(tx, next.exhibition_slug, next.title);
      const now = nowIso();
      const created = await repo.insertExhibition(tx, { ...columnsOf(next), created_at: now, updated_at: now });
      await repo.replaceHang(tx, created, next.artwork_ids);
      await recordAudit(tx, {
        staff,
        action: 'exhibition.create',
        entity: 'exhibition',
        entityId: created,
        detail: `Created ${next.published ? '' : 'draft '}exhibition "${next.title}" (${next.start_date} to ${next.end_date})`,
      });
      return created;
    });
    return (await exhibitionForStaff(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(repo.EXHIBITION_SLUG);
    throw error;
  }
}

export async function updateExhibition(
  db: Db,
  staff: StaffMember,
  id: number,
  { updated_at: loadedAt, ...changes }: ExhibitionChanges,
): Promise<ManagedExhibition> {
  const row = await repo.findExhibitionById(db, id);
  if (!row) throw AppError.notFound('Exhibition');
  refuseIfChangedSince(loadedAt, row.updated_at, 'exhibition');
  const current = await stateOf(db, row);
  const next = await applyChanges(db, current, changes);
  try {
    await db.transaction().execute(async (tx) => {
      // Again inside the transaction, the row held: a colleague's save may have committed while this one was checked.
      if (loadedAt !== undefined) refuseIfChangedSince(loadedAt, await lockedStamp(tx, 'exhibition', id), 'exhibition');
      if (changes.exhibition_slug !== undefined)
        next.exhibition_slug = await resolveSlug(tx, changes.exhibition_slug, next.title, id);
      const changed = (Object.keys(next) as (keyof ExhibitionFields)[]).filter(
        (k) => JSON.stringify(next[k]) !== JSON.stringify(current[k]),
      );
      if (changed.length === 0) return;
      await repo.updateExhibition(tx, id, { ...columnsOf(next), updated_at: nowIso() });
      if (changed.includes('artwork_ids')) await repo.replaceHang(tx, id, next.artwork_ids);
      await recordAudit(tx, {
        staff,
        action: 'exhibition.update',
        entity: 'exhibition',
        entityId: id,
        detail: `Updated exhibition "${next.title}": ${changed.join(', ')}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(repo.EXHIBITION_SLUG);
    throw error;
  }
  return (await exhibitionForStaff(db, id))!;
}

/** Removes an exhibition and its hang (the artworks stay); applications keep the title the artist sent. */
export async function deleteExhibition(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await repo.findExhibitionById(tx, id);
    if (!row) throw AppError.notFound('Exhibition');
    await repo.deleteExhibition(tx, id);
    await forgetTranslations(tx, 'exhibition', id);
    await recordAudit(tx, {
      staff,
      action: 'exhibition.delete',
      entity: 'exhibition',
      entityId: id,
      detail: `Deleted exhibition "${row.title}" (${row.exhibition_slug})`,
    });
  });
}

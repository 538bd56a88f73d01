import type { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Db, Executor } from '../../db/client.ts';
import type { PressArticleTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockedStamp, refuseIfChangedSince } from '../../lib/stale-saves.ts';
import type {
  ManagedPress,
  newPressBody,
  PressFields,
  pressListQuery,
  pressUpdateBody,
  StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetTranslations } from '../translations/translations.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import * as repo from './press.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/** Press articles as the back office edits them: title, press name, date, image, press logo and the article's PDF. */

type PressRow = Selectable<PressArticleTable>;
type ListQuery = z.output<typeof pressListQuery>;
type NewPress = z.output<typeof newPressBody>;
type PressChanges = z.output<typeof pressUpdateBody>;

async function toManaged(db: Executor, rows: readonly PressRow[]): Promise<ManagedPress[]> {
  const media = await findMediaByIds(
    db,
    rows.flatMap((r) => [r.image_id, r.press_logo_id, r.pdf_id].filter((id): id is number => id !== null)),
  );
  return rows.map((r) => ({
    id: r.id,
    article_title: r.article_title,
    press_name: r.press_name,
    published_on: r.published_on,
    image_id: r.image_id,
    image: managedMediaIn(media, r.image_id),
    press_logo_id: r.press_logo_id,
    press_logo: managedMediaIn(media, r.press_logo_id),
    pdf_id: r.pdf_id,
    pdf: managedMediaIn(media, r.pdf_id),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export async function listPressForStaff(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listPressPage(db, { search: query.search, ...windowOf(query) });
  return pageAnswer(query, await toManaged(db, rows), total);
}

export async function pressForStaff(db: Executor, id: number): Promise<ManagedPress | undefined> {
  const row = await repo.findPressById(db, id);
  return row ? (await toManaged(db, [row]))[0] : undefined;
}

async function checkReferences(db: Executor, changes: PressChanges): Promise<void> {
  const errors = await checkMediaReferences(db, [
    { field: 'image_id', id: changes.image_id, kind: 'image' },
    { field: 'press_logo_id', id: changes.press_logo_id, kind: 'image' },
    { field: 'pdf_id', id: changes.pdf_id, kind: 'document' },
  ]);
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

export async function createPress(db: Db, staff: StaffMember, body: NewPress): Promise<ManagedPress> {
  await checkReferences(db, body);
  const row: PressFields = { image_id: null, press_logo_id: null, pdf_id: null, ...body };
  const id = await db.transaction().execute(async (tx) => {
    const now = new Date().toISOString();
    const created = await repo.insertPress(tx, { ...row, created_at: now, updated_at: now });
    await recordAudit(tx, {
      staff,
      action: 'press.create',
      entity: 'press_article',
      entityId: created,
      detail: `Added press article "${row.article_title}" (${row.press_name})`,
    });
    return created;
  });
  return (await pressForStaff(db, id))!;
}

export async function updatePress(
  db: Db,
  staff: StaffMember,
  id: number,
  { updated_at: loadedAt, ...changes }: PressChanges,
): Promise<ManagedPress> {
  await checkReferences(db, changes);
  await db.transaction().execute(async (tx) => {
    // The row held first, so that two saves of the same version are taken in turn.
    await lockedStamp(tx, 'press_article', id);
    const row = await repo.findPressById(tx, id);
    if (!row) throw AppError.notFound('Press article');
    refuseIfChangedSince(loadedAt, row.updated_at, 'press article');
    const changed = (Object.keys(changes) as (keyof PressFields)[]).filter(
      (k) => changes[k] !== undefined && changes[k] !== row[k],
    );
    if (changed.length === 0) return;
    await repo.updatePress(tx, id, { ...changes, updated_at: new Date().toISOString() });
    await recordAudit(tx, {
      staff,
      action: 'press.update',
      entity: 'press_article',
      entityId: id,
      detail: `Updated press article "${changes.article_title ?? row.article_title}": ${changed.join(', ')}`,
    });
  });
  return (await pressForStaff(db, id))!;
}

export async function deletePress(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await repo.findPressById(tx, id);
    if (!row) throw AppError.notFound('Press article');
    await repo.deletePress(tx, id);
    await forgetTranslations(tx, 'press_article', id);
    await recordAudit(tx, {
      staff,
      action: 'press.delete',
      entity: 'press_article',
      entityId: id,
      detail: `Deleted press article "${row.article_title}" (${row.press_name})`,
    });
  });
}

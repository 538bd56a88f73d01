import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { ExhibitionApplicationTable, Media } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { applicationListQuery, ManagedApplication, StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findMediaById, findMediaByIds } from '../media/media.service.ts';
import * as repo from './exhibitions.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/**
 * Artists' applications to exhibitions, for the staff who select them. The painting and portfolio
 * files are private media: they are only ever read through the back office's download routes.
 */

type ListQuery = z.output<typeof applicationListQuery>;
type ApplicationRow = NonNullable<Awaited<ReturnType<typeof repo.findApplicationById>>>;
export type ApplicationFileKind = 'painting' | 'portfolio';

const downloadUrl = (id: number, kind: ApplicationFileKind) => `/admin/api/manage/applications/${id}/${kind}`;

function fileOf(media: Media | undefined, id: number, kind: ApplicationFileKind) {
  if (!media) return null;
  return {
    id: media.id,
    mime: media.mime,
    bytes: media.bytes,
    original_name: media.original_name,
    download_url: downloadUrl(id, kind),
  };
}

function toManaged(row: ApplicationRow, media: ReadonlyMap<number, Media>): ManagedApplication {
  return {
    id: row.id,
    exhibition_id: row.exhibition_id,
    exhibition_title: row.exhibition_title ?? null,
    exhibition_slug: row.exhibition_slug ?? null,
    exhibition_label: row.exhibition_label,
    artist_name: row.artist_name,
    artist_email: row.artist_email,
    artist_mobile: row.artist_mobile,
    artist_description: row.artist_description,
    painting_name: row.painting_name,
    status: row.status,
    painting: fileOf(media.get(row.painting_file_id), row.id, 'painting'),
    portfolio: row.portfolio_file_id === null ? null : fileOf(media.get(row.portfolio_file_id), row.id, 'portfolio'),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function withFiles(db: Executor, rows: readonly ApplicationRow[]): Promise<ManagedApplication[]> {
  const media = await findMediaByIds(
    db,
    rows.flatMap((r) => [r.painting_file_id, ...(r.portfolio_file_id === null ? [] : [r.portfolio_file_id])]),
  );
  return rows.map((r) => toManaged(r, media));
}

export async function listApplications(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listApplicationsPage(
    db,
    { status: query.status, exhibitionId: query.exhibition_id, search: query.search },
    windowOf(query),
  );
  return pageAnswer(query, await withFiles(db, rows), total);
}

export async function applicationForStaff(db: Executor, id: number): Promise<ManagedApplication | undefined> {
  const row = await repo.findApplicationById(db, id);
  return row ? (await withFiles(db, [row]))[0] : undefined;
}

export async function setApplicationStatus(
  db: Db,
  staff: StaffMember,
  id: number,
  status: ExhibitionApplicationTable['status'],
): Promise<ManagedApplication> {
  await db.transaction().execute(async (tx) => {
    const row = await repo.findApplicationById(tx, id);
    if (!row) throw AppError.notFound('Application');
    if (row.status === status) return;
    await repo.updateApplicationStatus(tx, id, status, new Date().toISOString());
    await recordAudit(tx, {
      staff,
      action: 'application.status',
      entity: 'exhibition_application',
      entityId: id,
      detail: `Application of ${row.artist_name} ("${row.painting_name}"): ${row.status} → ${status}`,
    });
  });
  return (await applicationForStaff(db, id))!;
}

/** The private file of an application, with the name to download it under; undefined when there is none. */
export async function applicationFile(
  db: Executor,
  id: number,
  kind: ApplicationFileKind,
): Promise<{ media: Media; filename: string } | undefined> {
  const row = await repo.findApplicationById(db, id);
  if (!row) throw AppError.notFound('Application');
  const mediaId = kind === 'painting' ? row.painting_file_id : row.portfolio_file_id;
  const media = mediaId === null ? undefined : await findMediaById(db, mediaId);
  if (!media || media.kind !== 'private') return undefined;
  const extension = media.storage_key.includes('.') ? media.storage_key.slice(media.storage_key.lastIndexOf('.')) : '';
  return { media, filename: media.original_name || `application-${id}-${kind}${extension}` };
}

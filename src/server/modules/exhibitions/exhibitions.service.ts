import { todayInMuscat } from '#shared/muscat-day.ts';
import { fileTypeOf } from '../../lib/on-demand.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Exhibition, Media } from '../../db/schema.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { recordingStore, type FileStore } from '../../plugins/storage.ts';
import { applicationFields, type ExhibitionDetail, type ExhibitionSummary } from '#shared/api/gallery.ts';
import { findMediaByIds, imageSet, mediaUrl, storePrivate } from '../media/media.service.ts';
import { cardsByIds } from '../catalog/catalog.service.ts';
import { recordsTranslatedAs, type ContentTranslator } from '../translations/translations.service.ts';
import * as repo from './exhibitions.repository.ts';

export type ExhibitionStatus = ExhibitionSummary['status'];

export { todayInMuscat };

export function statusOn(exhibition: Pick<Exhibition, 'start_date' | 'end_date'>, today: string): ExhibitionStatus {
  if (exhibition.start_date > today) return 'upcoming';
  if (exhibition.end_date < today) return 'past';
  return 'current';
}

/** docs/product.md#states-and-messages: open for applications until its end date has passed. */
export const acceptsApplications = (exhibition: Pick<Exhibition, 'end_date'>, today: string) =>
  exhibition.end_date >= today;

const rank: Record<ExhibitionStatus, number> = { current: 0, upcoming: 1, past: 2 };

/**
 * Running shows first (newest opening first), then what is coming (soonest first), then the archive
 * (most recently closed first).
 */
function byVisitorInterest(today: string) {
  return (a: Exhibition, b: Exhibition) => {
    const sa = statusOn(a, today);
    const sb = statusOn(b, today);
    if (sa !== sb) return rank[sa] - rank[sb];
    const order =
      sa === 'upcoming'
        ? a.start_date.localeCompare(b.start_date)
        : sa === 'past'
          ? b.end_date.localeCompare(a.end_date)
          : b.start_date.localeCompare(a.start_date);
    return order || b.id - a.id;
  };
}

function toSummary(e: Exhibition, media: Map<number, Media>, today: string, tr?: ContentTranslator): ExhibitionSummary {
  const image = e.image_id === null ? undefined : media.get(e.image_id);
  const summary: ExhibitionSummary = {
    id: e.id,
    exhibition_slug: e.exhibition_slug,
    exhibition_title: e.title,
    exhibition_short_description: e.short_description,
    exhibition_image: mediaUrl(image),
    exhibition_image_set: imageSet(image),
    exhibition_start_date: e.start_date,
    exhibition_end_date: e.end_date,
    status: statusOn(e, today),
    venue: e.venue,
  };
  tr?.add('exhibition', e.id, (t) => {
    if (t.title) summary.exhibition_title = t.title;
    if (t.short_description) summary.exhibition_short_description = t.short_description;
    if (t.venue) summary.venue = t.venue;
  });
  return summary;
}

export async function listExhibitions(
  db: Executor,
  options: { statuses?: readonly ExhibitionStatus[]; limit?: number; now?: Date; tr?: ContentTranslator } = {},
): Promise<ExhibitionSummary[]> {
  const today = todayInMuscat(options.now);
  let rows = (await repo.listExhibitions(db)).sort(byVisitorInterest(today));
  if (options.statuses) rows = rows.filter((e) => options.statuses!.includes(statusOn(e, today)));
  if (options.limit !== undefined) rows = rows.slice(0, options.limit);
  const media = await findMediaByIds(
    db,
    rows.flatMap((e) => e.image_id ?? []),
  );
  return rows.map((e) => toSummary(e, media, today, options.tr));
}

export async function getExhibitionDetail(
  db: Executor,
  slug: string,
  now: Date = new Date(),
  tr?: ContentTranslator,
): Promise<ExhibitionDetail | undefined> {
  const exhibition = await repo.findExhibitionBySlug(db, slug);
  if (!exhibition) return undefined;
  const today = todayInMuscat(now);
  const [media, products] = await Promise.all([
    findMediaByIds(db, exhibition.image_id === null ? [] : [exhibition.image_id]),
    repo.artworkIdsOf(db, exhibition.id).then((ids) => cardsByIds(db, ids, tr)),
  ]);
  const detail: ExhibitionDetail = {
    ...toSummary(exhibition, media, today, tr),
    exhibition_full_description: exhibition.full_description,
    products,
    accepts_applications: acceptsApplications(exhibition, today),
  };
  tr?.add('exhibition', exhibition.id, (t) => {
    if (t.full_description) detail.exhibition_full_description = t.full_description;
    // The summary's own translation was written into the object the spread copied.
    if (t.title) detail.exhibition_title = t.title;
    if (t.short_description) detail.exhibition_short_description = t.short_description;
    if (t.venue) detail.venue = t.venue;
  });
  return detail;
}

/** The artworks hanging in an exhibition, for the catalogue's exhibition filter; [] when it is unknown. */
export async function artworkIdsOfExhibition(db: Executor, slug: string): Promise<number[]> {
  const exhibition = await repo.findExhibitionBySlug(db, slug);
  return exhibition ? repo.artworkIdsOf(db, exhibition.id) : [];
}

/** The exhibitions a work hangs in, as a column of the artwork read (`ArtworkCompanions`). */
export const hangingOfArtwork = repo.hangingOfArtwork;

/** The exhibitions a work hangs in (read with the work), as its answer lists them, in the translator's language. */
export function exhibitionRefsOf(
  rows: readonly { id: number; exhibition_slug: string; title: string }[],
  tr?: ContentTranslator,
) {
  return rows.map((r) => {
    const ref = { exhibition_slug: r.exhibition_slug, exhibition_title: r.title };
    tr?.add('exhibition', r.id, (t) => {
      if (t.title) ref.exhibition_title = t.title;
    });
    return ref;
  });
}

/**
 * An application's exhibition_id may be the exhibition's title in any language (what the form shows),
 * its slug (what the storefront sends) or its numeric id (docs/product.md#forms-and-validation).
 * Any of them finds it.
 */
export async function resolveExhibition(db: Executor, reference: string): Promise<Exhibition | undefined> {
  const value = reference.trim();
  if (/^\d{1,9}$/.test(value)) {
    const byId = await repo.findExhibitionById(db, Number(value));
    if (byId?.published) return byId;
  }
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value)) {
    const bySlug = await repo.findExhibitionBySlug(db, value.toLowerCase());
    if (bySlug) return bySlug;
  }
  const translated = await recordsTranslatedAs(db, 'exhibition', 'title', value);
  return repo.findExhibitionByTitle(db, value, translated.map(Number));
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export const PAINTING_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'application/pdf'] as const;
export const PORTFOLIO_TYPES = ['application/pdf', 'application/zip', 'image/jpeg', 'image/png'] as const;

async function hasType(file: UploadedFile, allowed: readonly string[]): Promise<boolean> {
  const type = await fileTypeOf(file.data);
  return !!type && allowed.includes(type.mime);
}

/**
 * Records an artist's application with its files stored privately (docs/product.md#uploads-and-rich-text). Everything is checked
 * before anything is written, and files already written are removed if the database refuses the row,
 * so a failed application leaves nothing behind.
 */
export async function submitApplication(
  db: Db,
  files: FileStore,
  input: { fields: Record<string, string>; painting?: UploadedFile; portfolio?: UploadedFile; now?: Date },
): Promise<void> {
  const errors: FieldError[] = [];
  const parsed = applicationFields.safeParse(input.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ field: String(issue.path[0] ?? 'body'), message: issue.message });
  }
  if (!input.painting) errors.push({ field: 'painting_upload', message: 'is required' });
  else if (!(await hasType(input.painting, PAINTING_TYPES))) {
    errors.push({ field: 'painting_upload', message: 'must be a JPEG, PNG, WebP or TIFF image, or a PDF' });
  }
  if (input.portfolio && !(await hasType(input.portfolio, PORTFOLIO_TYPES))) {
    errors.push({ field: 'upload_portfolio', message: 'must be a PDF, a ZIP archive, or a JPEG or PNG image' });
  }
  let exhibition: Exhibition | undefined;
  if (parsed.success) {
    exhibition = await resolveExhibition(db, parsed.data.exhibition_id);
    if (!exhibition) errors.push({ field: 'exhibition_id', message: 'is not a known exhibition' });
    else if (!acceptsApplications(exhibition, todayInMuscat(input.now))) {
      errors.push({ field: 'exhibition_id', message: 'applications are closed' });
    }
  }
  const first = errors[0];
  if (first || !parsed.success || !exhibition || !input.painting) {
    throw new AppError('invalid', first ? `${first.field}: ${first.message}` : 'The application is incomplete', errors);
  }

  const fields = parsed.data;
  const { store: recording, written } = recordingStore(files);
  const { painting, portfolio } = input;
  try {
    await db.transaction().execute(async (tx) => {
      const paintingFile = await storePrivate(tx, recording, painting.data, {
        field: 'painting_upload',
        originalName: painting.filename,
        allowed: PAINTING_TYPES,
      });
      const portfolioFile = portfolio
        ? await storePrivate(tx, recording, portfolio.data, {
            field: 'upload_portfolio',
            originalName: portfolio.filename,
            allowed: PORTFOLIO_TYPES,
          })
        : null;
      await repo.insertApplication(tx, {
        exhibition_id: exhibition.id,
        // The exhibition's own title, whatever named it (a slug, an id, a translated title): what the
        // staff read, and what stays if the exhibition is deleted.
        exhibition_label: exhibition.title,
        artist_name: fields.artist_name,
        artist_email: fields.artist_email,
        artist_mobile: fields.artist_mobile,
        artist_description: fields.artist_description,
        painting_name: fields.painting_name,
        painting_file_id: paintingFile.id,
        portfolio_file_id: portfolioFile?.id ?? null,
        status: 'new',
      });
    });
  } catch (error) {
    await Promise.all(written.map((f) => files.remove(f.visibility, f.name).catch(() => undefined)));
    throw error;
  }
}

/* ---------- For other modules' back-office work ---------- */

/** Which of these exhibition ids exist. */
export function existingExhibitionIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  return repo.findExhibitionIds(db, ids);
}

/** The exhibitions an artwork hangs in, with their ids, newest first. */
export async function exhibitionRefsOfArtwork(db: Executor, artworkId: number) {
  const rows = await repo.exhibitionRefsOfArtwork(db, artworkId);
  return rows.map((r) => ({ id: r.id, exhibition_slug: r.exhibition_slug, exhibition_title: r.title }));
}

/** Hangs an artwork in exactly these exhibitions (inside the caller's transaction). */
export function setExhibitionsOfArtwork(
  db: Executor,
  artworkId: number,
  exhibitionIds: readonly number[],
): Promise<void> {
  return repo.setExhibitionsOfArtwork(db, artworkId, exhibitionIds);
}

/** Every exhibition's slug and last change, for the sitemap. */
export async function exhibitionStamps(db: Executor): Promise<{ exhibition_slug: string; updated_at: string }[]> {
  const rows = await repo.listExhibitions(db);
  return rows.map((r) => ({ exhibition_slug: r.exhibition_slug, updated_at: r.updated_at }));
}

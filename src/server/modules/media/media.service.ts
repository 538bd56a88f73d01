import crypto from 'node:crypto';
import { pdfProblem, zipProblem } from '../../lib/file-checks.ts';
import type { Metadata } from 'sharp';
import { fileTypeOf, sharpOf } from '../../lib/on-demand.ts';
import { AppError, type FieldError } from '../../errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Media } from '../../db/schema.ts';
import type { FileStore } from '../../plugins/storage.ts';
import { DEFAULT_IMAGE_WIDTH, imageSrc, type ImageSet } from '#shared/media.ts';
import type { ManagedMedia } from '#shared/api/manage.ts';
import * as repo from './media.repository.ts';

/** Responsive widths every image is re-encoded to (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 960, 1440] as const;

const newKey = () => crypto.randomBytes(12).toString('base64url');

/**
 * Checks an uploaded image by its content, strips its metadata and stores it as WebP in
 * several widths. Anything sharp cannot read as a raster image is refused.
 */
export async function storeImage(
  db: Executor,
  files: FileStore,
  data: Buffer,
  options: { field?: string; alt?: string | null; originalName?: string | null; quality?: number } = {},
): Promise<Media> {
  const field = options.field ?? 'image';
  const type = await fileTypeOf(data);
  if (
    !type ||
    !['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'].includes(type.mime)
  ) {
    throw AppError.invalid(field, 'must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image');
  }
  let meta: Metadata;
  try {
    meta = await (await sharpOf(data)).metadata();
  } catch {
    throw AppError.invalid(field, 'could not be read as an image');
  }
  if (!meta.width || !meta.height) throw AppError.invalid(field, 'could not be read as an image');
  // EXIF orientation is applied before measuring, so portrait photos stay portrait.
  const rotated = meta.orientation && meta.orientation >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const key = newKey();
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || widths[widths.length - 1]! < width) widths.push(Math.min(width, 2400));
  // Every size is made before any is stored: a file whose header reads but whose pixels do not
  // (a PNG with broken data) fails here, as a refusal, and leaves no stray sizes behind.
  const sizes: Buffer[] = [];
  try {
    for (const w of widths) {
      sizes.push(
        await (
          await sharpOf(data)
        )
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: options.quality ?? 78, effort: 4 })
          .toBuffer(),
      );
    }
  } catch {
    throw AppError.invalid(field, 'could not be read as an image');
  }
  let bytes = 0;
  for (const [i, out] of sizes.entries()) {
    bytes += out.length;
    await files.put('public', `${key}-${widths[i]}.webp`, out);
  }
  return repo.insertMedia(db, {
    storage_key: key,
    kind: 'image',
    mime: 'image/webp',
    bytes,
    width: Math.min(width, 2400),
    height: Math.round((height * Math.min(width, 2400)) / width),
    variants: JSON.stringify(widths),
    original_name: options.originalName ?? null,
    alt: options.alt ?? null,
  });
}

/** Stores a public PDF (press articles) after checking its content really is a PDF. */
export async function storeDocument(
  db: Executor,
  files: FileStore,
  data: Buffer,
  options: { field?: string; originalName?: string | null } = {},
): Promise<Media> {
  const type = await fileTypeOf(data);
  if (type?.mime !== 'application/pdf') throw AppError.invalid(options.field ?? 'file', 'must be a PDF document');
  const problem = await pdfProblem(data);
  if (problem) throw AppError.invalid(options.field ?? 'file', problem);
  const key = newKey();
  await files.put('public', `${key}.pdf`, data);
  return repo.insertMedia(db, {
    storage_key: key,
    kind: 'document',
    mime: 'application/pdf',
    bytes: data.length,
    width: null,
    height: null,
    variants: '[]',
    original_name: options.originalName ?? null,
    alt: null,
  });
}

export const PRIVATE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
};

/**
 * Stores a file that only staff may read (exhibition applications), keeping the original bytes.
 * The type is decided by content; the visitor's file name is kept only as a label.
 */
export async function storePrivate(
  db: Executor,
  files: FileStore,
  data: Buffer,
  options: { field: string; originalName?: string | null; allowed: readonly string[] },
): Promise<Media> {
  const type = await fileTypeOf(data);
  if (!type || !options.allowed.includes(type.mime)) {
    throw AppError.invalid(
      options.field,
      `must be one of: ${options.allowed.map((m) => PRIVATE_TYPES[m] ?? m).join(', ')}`,
    );
  }
  // Beyond the first bytes: a PDF is parsed, a ZIP's every entry unpacked within bounds.
  const problem =
    type.mime === 'application/pdf'
      ? await pdfProblem(data)
      : type.mime === 'application/zip'
        ? zipProblem(data)
        : null;
  if (problem) throw AppError.invalid(options.field, problem);
  const key = `${newKey()}.${PRIVATE_TYPES[type.mime] ?? 'bin'}`;
  await files.put('private', key, data);
  return repo.insertMedia(db, {
    storage_key: key,
    kind: 'private',
    mime: type.mime,
    bytes: data.length,
    width: null,
    height: null,
    variants: '[]',
    original_name: options.originalName?.slice(0, 200) ?? null,
    alt: null,
  });
}

type MediaLike = Pick<Media, 'storage_key' | 'kind' | 'variants' | 'width' | 'height' | 'alt'>;

/** The public URL of a media item at the default width (or of its PDF). */
export function mediaUrl(media: MediaLike | null | undefined, preferred = DEFAULT_IMAGE_WIDTH): string {
  if (!media) return '';
  if (media.kind === 'document') return `/media/${media.storage_key}.pdf`;
  if (media.kind !== 'image') return '';
  // The same rule as the browser's `src` (#shared/media.ts), so both name one file.
  return imageSrc({ key: media.storage_key, widths: JSON.parse(media.variants) as number[] }, preferred);
}

/** The key, widths and intrinsic size, so the browser picks the right file and reserves the space. */
export function imageSet(media: MediaLike | null | undefined): ImageSet | null {
  if (!media || media.kind !== 'image') return null;
  return {
    key: media.storage_key,
    widths: JSON.parse(media.variants) as number[],
    width: media.width ?? 0,
    height: media.height ?? 0,
    alt: media.alt ?? '',
  };
}

/** Media rows by id in one query, so other modules turn their image ids into URLs without N+1 lookups. */
export function findMediaByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Media>> {
  return repo.findMediaByIds(db, ids);
}

export function findMediaById(db: Executor, id: number): Promise<Media | undefined> {
  return repo.findMedia(db, id);
}

/** A media row as the back office shows it (see ManagedMedia in the manage contract). */
export function managedMediaOf(media: Media): ManagedMedia {
  return {
    id: media.id,
    kind: media.kind,
    mime: media.mime,
    bytes: media.bytes,
    width: media.width,
    height: media.height,
    original_name: media.original_name,
    alt: media.alt,
    url: mediaUrl(media),
    image_set: imageSet(media),
  };
}

/** `managedMediaOf` for an optional id looked up in a map from `findMediaByIds`. */
export function managedMediaIn(media: ReadonlyMap<number, Media>, id: number | null | undefined): ManagedMedia | null {
  const found = id === null || id === undefined ? undefined : media.get(id);
  return found ? managedMediaOf(found) : null;
}

export interface MediaReference {
  /** The request field that named it, for the error: `images.2`, `pdf_id`. */
  field: string;
  id: number | null | undefined;
  /** What the field needs: an uploaded image, or a PDF document. */
  kind: 'image' | 'document';
}

/**
 * Checks in one query that every referenced media exists and is of the kind its field needs, so a
 * record never points at a missing file, a PDF where an image belongs, or a private application file.
 */
export async function checkMediaReferences(db: Executor, references: readonly MediaReference[]): Promise<FieldError[]> {
  const wanted = references.filter((r): r is MediaReference & { id: number } => typeof r.id === 'number');
  const found = await repo.findMediaByIds(
    db,
    wanted.map((r) => r.id),
  );
  const errors: FieldError[] = [];
  for (const r of wanted) {
    const media = found.get(r.id);
    if (!media) errors.push({ field: r.field, message: `no uploaded file has the id ${r.id}` });
    else if (media.kind !== r.kind) {
      errors.push({
        field: r.field,
        message: r.kind === 'image' ? 'must be an uploaded image' : 'must be an uploaded PDF document',
      });
    }
  }
  return errors;
}

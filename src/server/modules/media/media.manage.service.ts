import { fileTypeOf } from '../../lib/on-demand.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordingStore, type FileStore } from '../../plugins/storage.ts';
import type { ManagedMedia, StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { managedMediaOf, storeDocument, storeImage } from './media.service.ts';

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'];
export const UPLOAD_FILE_MESSAGE = 'must be an image (JPEG, PNG, WebP, GIF, AVIF or TIFF) or a PDF document';

/**
 * A file uploaded in the back office: an image becomes responsive WebP renditions without metadata,
 * a PDF is kept as it is (press articles). What it is is decided by its content, never by its name
 * or the browser's content type, so a renamed executable or an SVG with a script is refused. Files
 * written before a failure are removed again.
 */
export async function uploadMedia(
  db: Db,
  files: FileStore,
  staff: StaffMember,
  upload: { data: Buffer; filename: string; alt?: string | null },
): Promise<ManagedMedia> {
  const type = await fileTypeOf(upload.data);
  const isImage = !!type && UPLOAD_IMAGE_TYPES.includes(type.mime);
  const isPdf = type?.mime === 'application/pdf';
  if (!isImage && !isPdf) throw AppError.invalid('file', UPLOAD_FILE_MESSAGE);

  const { store: recording, written } = recordingStore(files);
  const originalName = upload.filename ? upload.filename.slice(0, 200) : null;
  try {
    return await db.transaction().execute(async (tx) => {
      const media = isImage
        ? await storeImage(tx, recording, upload.data, { field: 'file', alt: upload.alt || null, originalName })
        : await storeDocument(tx, recording, upload.data, { field: 'file', originalName });
      await recordAudit(tx, {
        staff,
        action: 'media.upload',
        entity: 'media',
        entityId: media.id,
        detail: `Uploaded ${media.kind === 'image' ? 'an image' : 'a PDF'}${originalName ? ` "${originalName}"` : ''}`,
      });
      return managedMediaOf(media);
    });
  } catch (error) {
    await Promise.all(written.map((f) => files.remove(f.visibility, f.name).catch(() => undefined)));
    throw error;
  }
}

import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { Media } from '#server/db/schema.ts';
import { storeDocument, storeImage } from '#server/modules/media/media.service.ts';
import type { FactoryContext } from './context.ts';

/** A tiny solid-colour image; small so that storing it (several WebP renditions) stays fast. */
export async function imageBytes(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp' | 'tiff'; color?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 8,
      height: options.height ?? 6,
      channels: 3,
      background: options.color ?? '#b5651d',
    },
  });
  return image.toFormat(options.format ?? 'png').toBuffer();
}

export async function pdfBytes(title = 'Test document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/** A stored public image, as staff uploads would make it. */
export async function createImage(
  ctx: FactoryContext,
  options: { alt?: string; width?: number; height?: number; color?: string } = {},
): Promise<Media> {
  return storeImage(ctx.db, ctx.files, await imageBytes(options), { alt: options.alt ?? 'Test image' });
}

export async function createDocument(ctx: FactoryContext, title?: string): Promise<Media> {
  return storeDocument(ctx.db, ctx.files, await pdfBytes(title), { originalName: 'article.pdf' });
}

import zlib from 'node:zlib';
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

/**
 * A PNG whose header is sound (8 x 6, RGB) but whose pixel data is not zlib at all: its size reads,
 * its pixels do not, as in a file cut off or damaged on its way.
 */
export function pngWithBrokenPixels(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(6, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, the standard compression, filter and no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('notzlibdata')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

import type { Sharp, SharpOptions } from 'sharp';
import type { FileTypeResult } from 'file-type';

/**
 * Libraries only uploads need, imported the first time an upload comes instead of at start-up: with
 * nodemailer (plugins/mail.ts) and the demo seed's sharp and pdf-lib they took a quarter of the
 * server's start (ADR 006). Node keeps a module once imported, so later calls cost nothing.
 */
export async function sharpOf(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(input, options);
}

/** The type of a file by its first bytes (file-type), never by its name or the type the browser claimed. */
export async function fileTypeOf(data: Buffer): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(data);
}

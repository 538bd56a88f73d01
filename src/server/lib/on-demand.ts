import type { Sharp, SharpOptions } from 'sharp';
import type { FileTypeResult } from 'file-type';
import type * as PdfLib from 'pdf-lib';
import type * as Fontkit from '@pdf-lib/fontkit';

/**
 * Libraries only uploads need, imported the first time an upload comes instead of at start-up: with
 * nodemailer (plugins/mail.ts) and the demo seed's sharp and pdf-lib they took a quarter of the
 * server's start (ADR 006). Node caches a module once imported, so later calls cost nothing.
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

/**
 * pdf-lib, for reading uploaded PDFs and writing invoices. Bundled by scripts/build.mjs, its CommonJS
 * build arrives as the default export only; run from the sources, as named exports.
 */
export async function pdfLib(): Promise<typeof PdfLib> {
  const loaded: typeof PdfLib & { default?: typeof PdfLib } = await import('pdf-lib');
  return loaded.default ?? loaded;
}

/** fontkit, which lets pdf-lib embed a TrueType font (the invoice's Arabic letters) and lays its text out. */
export async function fontkitOf(): Promise<typeof Fontkit> {
  const loaded: typeof Fontkit & { default?: typeof Fontkit } = await import('@pdf-lib/fontkit');
  return loaded.default ?? loaded;
}

import { inflateRawSync } from 'node:zlib';
import { pdfLib } from './on-demand.ts';

/**
 * Checks of an uploaded file beyond its first bytes: a file that starts like a PDF or a ZIP but is
 * not one is refused with the reason, before it is stored for staff to open.
 */

/** Whether `data` is a PDF a reader opens: parsed in full (pdf-lib), with at least one page. Answers the problem or null. */
export async function pdfProblem(data: Buffer): Promise<string | null> {
  // Loaded on the first upload only, as the other upload libraries.
  const { PDFDocument } = await pdfLib();
  try {
    const document = await PDFDocument.load(data, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (document.getPageCount() === 0) return 'is a PDF without pages';
    return null;
  } catch {
    return 'is not a readable PDF document';
  }
}

/** The most entries, unpacked bytes and unpacking ratio a portfolio may have (far past any real one). */
export const ZIP_LIMITS = { entries: 2000, unpackedBytes: 512 * 1024 * 1024, ratio: 200 };

/**
 * Whether `data` is a ZIP whose every entry can be read, that does not unpack to far more than it
 * weighs (a "zip bomb"): the central directory is read and each entry is unpacked, with its output
 * bounded by the size it declares. Answers the problem or null.
 */
export function zipProblem(data: Buffer, limits = ZIP_LIMITS): string | null {
  const end = endOfDirectory(data);
  if (end < 0) return 'is not a readable ZIP archive';
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryStart = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) return 'is a ZIP64 archive: please send a plain ZIP';
  if (count === 0) return 'is an empty ZIP archive';
  if (count > limits.entries) return `has more than ${limits.entries} files`;
  if (directoryStart + directorySize > end) return 'is not a readable ZIP archive';
  let at = directoryStart;
  let unpacked = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== 0x02014b50) return 'is not a readable ZIP archive';
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const packedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localStart = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) return `holds an encrypted file (${name}): please send it without a password`;
    unpacked += size;
    if (unpacked > limits.unpackedBytes) return 'unpacks to more than the gallery takes';
    if (packedSize > 0 && size / packedSize > limits.ratio)
      return `holds a file that unpacks to far more than it weighs (${name})`;
    if (localStart + 30 > data.length || data.readUInt32LE(localStart) !== 0x04034b50)
      return 'is not a readable ZIP archive';
    const contentStart = localStart + 30 + data.readUInt16LE(localStart + 26) + data.readUInt16LE(localStart + 28);
    if (contentStart + packedSize > data.length) return 'is not a readable ZIP archive';
    const packed = data.subarray(contentStart, contentStart + packedSize);
    if (method === 0) {
      if (packedSize !== size) return `holds a damaged file (${name})`;
    } else if (method === 8) {
      try {
        // Bounded by the declared size: an entry that lies about it fails here instead of filling memory.
        const out = inflateRawSync(packed, { maxOutputLength: Math.max(1, size) });
        if (out.length !== size) return `holds a damaged file (${name})`;
      } catch {
        return `holds a damaged file (${name})`;
      }
    } else return `holds a file packed in a way the gallery cannot read (${name})`;
  }
  return null;
}

/** The offset of the End Of Central Directory record, searched from the end (past a comment), or -1. */
function endOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === 0x06054b50) return at;
  }
  return -1;
}

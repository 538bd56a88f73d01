import { deflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfProblem, zipProblem } from './file-checks.ts';

/** A ZIP of the given files, stored or deflated (CRCs left at zero: the check does not read them). */
function zipOf(files: { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const packed = file.deflate ? deflateRawSync(file.data) : file.data;
    const size = file.declaredSize ?? file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(file.deflate ? 8 : 0, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(file.deflate ? 8 : 0, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

describe('PDF uploads', () => {
  it('takes a PDF a reader opens, and refuses one that only starts like a PDF or has no page', async () => {
    const document = await PDFDocument.create();
    document.addPage([200, 200]);
    expect(await pdfProblem(Buffer.from(await document.save()))).toBeNull();
    expect(await pdfProblem(Buffer.from('%PDF-1.7\nthese are the minutes of the meeting, typed as text'))).toMatch(
      /not a readable PDF|without pages/,
    );
    const empty = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await pdfProblem(empty)).toMatch(/not a readable PDF|without pages/);
  });
});

describe('portfolio ZIPs', () => {
  const page = Buffer.from('Watercolours of the Hajar mountains, 2024-2026. '.repeat(20));

  it('takes a ZIP whose every file unpacks', () => {
    expect(
      zipProblem(
        zipOf([
          { name: 'cv.txt', data: page },
          { name: 'works.txt', data: page, deflate: true },
        ]),
      ),
    ).toBeNull();
  });

  it('refuses a file that only starts like a ZIP, a damaged entry, an encrypted-looking lie and a bomb', () => {
    expect(zipProblem(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]))).toMatch(
      /not a readable ZIP/,
    );
    // Deflated bytes spoiled in the middle.
    const good = zipOf([{ name: 'works.txt', data: page, deflate: true }]);
    const spoiled = Buffer.from(good);
    spoiled.fill(0xff, 40, 60);
    expect(zipProblem(spoiled)).toMatch(/damaged file \(works\.txt\)|not a readable ZIP/);
    // An entry that unpacks to more than it declares.
    expect(zipProblem(zipOf([{ name: 'small.txt', data: page, deflate: true, declaredSize: 10 }]))).toMatch(
      /damaged file \(small\.txt\)/,
    );
    // Ten megabytes of zeros in a few kilobytes.
    const bomb = zipOf([{ name: 'zeros.bin', data: Buffer.alloc(10 * 1024 * 1024), deflate: true }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(zipProblem(bomb)).toMatch(/unpacks to far more than it weighs \(zeros\.bin\)/);
    expect(zipProblem(zipOf([]))).toMatch(/empty ZIP/);
  });
});

describe('the smallest PDF the end-to-end tests upload', () => {
  it('is one a reader opens', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await pdfProblem(pdf)).toBeNull();
  });
});

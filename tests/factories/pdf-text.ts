import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text a PDF made with pdf-lib shows, one string per line (the `Tj`s drawn in turn on one baseline), read back to
 * Unicode through its font: an embedded font's ToUnicode map, or the standard fonts' single bytes.
 * A character a font could not write shows as what was drawn in its place, so a test can tell a
 * name printed whole from one printed as '?'. pdf-lib's own output only: hex strings, one Tj each.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, ((hex: string) => string) | null>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode instanceof PDFRawStream ? cmapReader(streamText(toUnicode)) : null);
    }
    const contents = page.node.Contents();
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const program = streams
      .map((s) => (s instanceof PDFRef ? doc.context.lookup(s) : s))
      .map((s) => (s instanceof PDFRawStream ? streamText(s) : ''))
      .join('\n');
    let read: ((hex: string) => string) | null = null;
    let y = '';
    let lastY: string | null = null;
    for (const m of program.matchAll(
      /(\/\S+)\s+[\d.]+\s+Tf|(?:-?[\d.]+\s+){5}(-?[\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      if (m[1]) read = fonts.get(m[1]) ?? null;
      else if (m[2] !== undefined) y = m[2];
      else if (m[3] !== undefined) {
        const shown = read ? read(m[3]) : Buffer.from(m[3], 'hex').toString('latin1');
        // Runs drawn one after another on the same baseline are one line.
        if (y === lastY && out.length > 0) out[out.length - 1] += shown;
        else out.push(shown);
        lastY = y;
      }
    }
  }
  return out;
}

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's bfchar and bfrange entries as a reader of a hex string of 2-byte codes. */
function cmapReader(cmap: string): (hex: string) => string {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const targets = m[3]!.startsWith('[') ? [...m[3]!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((t) => t[1]!) : null;
      for (let code = from; code <= to; code++) {
        if (targets) map.set(code, utf16(targets[code - from]!));
        else {
          const base = Buffer.from(m[3]!.slice(1, -1), 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - from), base.length - 2);
          map.set(code, base.swap16().toString('utf16le'));
        }
      }
    }
  }
  return (hex) => {
    let text = '';
    for (let i = 0; i < hex.length; i += 4) text += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
    return text;
  };
}

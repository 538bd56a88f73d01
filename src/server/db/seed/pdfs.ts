import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The press cuttings as small, real PDF documents: masthead, headline, a photograph and the text,
 * laid out on A4 with pdf-lib's standard fonts (no font files to ship).
 */
export interface ArticleDocument {
  outlet: string;
  title: string;
  byline: string;
  date: string;
  paragraphs: string[];
  /** A JPEG of the article's photograph, or null. */
  photo: Buffer | null;
  photoCaption: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function articlePdf(doc: ArticleDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(doc.byline);
  pdf.setSubject(doc.outlet);
  pdf.setCreator('Bait Al Fann Gallery');
  pdf.setProducer('Bait Al Fann Gallery');
  // Fixed dates keep the file identical from one seed to the next.
  pdf.setCreationDate(new Date(`${doc.date}T09:00:00Z`));
  pdf.setModificationDate(new Date(`${doc.date}T09:00:00Z`));
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const serifItalic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.1);
  const grey = rgb(0.42, 0.42, 0.42);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    page.drawText(doc.outlet, { x: MARGIN, y, size: 9, font: sans, color: grey });
    y -= 28;
  };

  page.drawText(doc.outlet, { x: MARGIN, y: y - 22, size: 26, font: serifBold, color: ink });
  y -= 34;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 1.5, color: ink });
  y -= 14;
  const long = new Date(`${doc.date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  page.drawText(`${long}  ·  Arts & Culture`, { x: MARGIN, y, size: 9, font: sans, color: grey });
  y -= 36;
  for (const line of wrap(doc.title, serifBold, 22, width)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: serifBold, color: ink });
    y -= 27;
  }
  y -= 2;
  page.drawText(`By ${doc.byline}`, { x: MARGIN, y, size: 11, font: serifItalic, color: grey });
  y -= 22;
  if (doc.photo) {
    const image = await pdf.embedJpg(doc.photo);
    const scale = width / image.width;
    const h = image.height * scale;
    page.drawImage(image, { x: MARGIN, y: y - h, width, height: h });
    y -= h + 12;
    page.drawText(doc.photoCaption, { x: MARGIN, y, size: 8.5, font: serifItalic, color: grey });
    y -= 24;
  }
  const size = 11;
  const leading = 15;
  for (const paragraph of doc.paragraphs) {
    for (const line of wrap(paragraph, serif, size, width)) {
      if (y < MARGIN + leading) newPage();
      page.drawText(line, { x: MARGIN, y, size, font: serif, color: ink });
      y -= leading;
    }
    y -= 7;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    p.drawText(`Reproduced by Bait Al Fann Gallery with the permission of ${doc.outlet}.  ${i + 1}/${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7.5,
      font: sans,
      color: grey,
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

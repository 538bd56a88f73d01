import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import type { PDFFont } from 'pdf-lib';
import { formatRials } from '#shared/money.ts';
import { fontkitOf, pdfLib } from '../../lib/on-demand.ts';
import { visualRuns } from '../../lib/visual-runs.ts';
import type { InvoiceInput } from './orders.invoice.ts';
import { muscatDate, PAYMENT_LABELS, regionName } from './orders.mail.ts';

const omr = (baisa: number) => formatRials(baisa);

/**
 * IBM Plex Sans Arabic (SIL Open Font License), for what the standard fonts cannot write: Arabic
 * names and addresses, and Latin letters beyond their code page. Read once, embedded only in an
 * invoice that needs it, and then only the glyphs it uses.
 */
const PLEX = '@expo-google-fonts/ibm-plex-sans-arabic';
let plexFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function plexFonts() {
  const resolveFont = createRequire(import.meta.url).resolve;
  return (plexFiles ??= Promise.all([
    readFile(resolveFont(`${PLEX}/400Regular/IBMPlexSansArabic_400Regular.ttf`)),
    readFile(resolveFont(`${PLEX}/700Bold/IBMPlexSansArabic_700Bold.ttf`)),
  ]).then(([regular, bold]) => ({ regular, bold })));
}

/**
 * The invoice as a PDF (A4), with the same content as the printable page: the gallery, the order
 * number and date, the collector, the lines and the totals in OMR. Latin text is set in Helvetica;
 * a line with a character Helvetica cannot write (an Arabic name) is set in IBM Plex Sans Arabic,
 * its letters joined by the font's layout and its runs ordered right to left (lib/visual-runs.ts);
 * a character neither font has (Chinese, say) is printed as '?'. The VAT number line is printed
 * only when the gallery has one.
 */
export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const { order, lines, settings, vatNumber } = input;
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${order.order_no}`);
  doc.setAuthor(settings.company_name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const latin = (text: string) => {
    try {
      regular.encodeText(text);
      return true;
    } catch {
      return false;
    }
  };
  const clean = (text: string) => text.replace(/[\u00d7]/g, 'x');
  // Every text the invoice prints is in its input: the wide font is embedded when one needs it.
  let wide: { regular: PDFFont; bold: PDFFont; has: (c: string) => boolean } | null = null;
  if (!latin(clean(JSON.stringify(input)))) {
    const fontkit = await fontkitOf();
    doc.registerFontkit(fontkit);
    const files = await plexFonts();
    const coverage = fontkit.create(files.regular);
    wide = {
      regular: await doc.embedFont(files.regular),
      bold: await doc.embedFont(files.bold),
      has: (c) => coverage.hasGlyphForCodePoint(c.codePointAt(0)!),
    };
  }

  let page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;
  const color = rgb(0.11, 0.1, 0.09);
  const text = (value: string, x: number, size = 10, font = regular, align: 'left' | 'right' = 'left') => {
    const s = clean(value);
    if (latin(s) || !wide) {
      const written = latin(s) ? s : [...s].map((c) => (latin(c) ? c : '?')).join('');
      const width = font.widthOfTextAtSize(written, size);
      page.drawText(written, { x: align === 'right' ? x - width : x, y, size, font, color });
      return;
    }
    const { has } = wide;
    const face = font === bold ? wide.bold : wide.regular;
    const runs = visualRuns([...s].map((c) => (has(c) ? c : '?')).join(''));
    const widths = runs.map((run) => face.widthOfTextAtSize(run.text, size));
    let at = align === 'right' ? x - widths.reduce((a, b) => a + b, 0) : x;
    runs.forEach((run, i) => {
      page.drawText(run.text, { x: at, y, size, font: face, color });
      at += widths[i]!;
    });
  };
  const down = (by: number) => {
    y -= by;
    if (y < 72) {
      page = doc.addPage([595.28, 841.89]);
      y = 841.89 - 64;
    }
  };

  text(settings.company_name, left, 20, bold);
  text(vatNumber ? 'TAX INVOICE' : 'INVOICE', right, 12, bold, 'right');
  down(18);
  for (const l of [settings.address, settings.phone, settings.email]) {
    text(l, left, 9);
    down(12);
  }
  if (vatNumber) {
    text(`VAT registration no. ${vatNumber}`, left, 9, bold);
    down(12);
  }
  down(12);
  const facts: [string, string][] = [
    ['Invoice no.', order.order_no],
    ['Date', muscatDate(order.created_at)],
    ['Payment', PAYMENT_LABELS[order.payment_method]],
  ];
  for (const [label, value] of facts) {
    text(label, left, 10);
    text(value, left + 90, 10, bold);
    down(14);
  }
  down(10);
  text('Billed to', left, 9, bold);
  down(13);
  const address = [order.line1, order.line2, order.city, order.wilayat, order.governorate, order.postal_code]
    .filter((x): x is string => !!x && !!x.trim())
    .join(', ');
  for (const l of [order.full_name, order.email, order.phone, address, regionName(order.country)]) {
    text(l, left, 10);
    down(13);
  }
  down(14);
  text('Artwork', left, 9, bold);
  text('Qty', right - 190, 9, bold, 'right');
  text('Unit price', right - 90, 9, bold, 'right');
  text('Amount', right, 9, bold, 'right');
  down(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8 });
  down(14);
  for (const l of lines) {
    const describe = [l.product_size, l.product_medium, l.product_color].filter((x) => x && x.trim()).join(', ');
    text(l.product_name.slice(0, 60), left, 10, bold);
    text(String(l.quantity), right - 190, 10, regular, 'right');
    text(omr(l.unit_price), right - 90, 10, regular, 'right');
    text(omr(l.unit_price * l.quantity), right, 10, regular, 'right');
    if (describe) {
      down(12);
      text(describe.slice(0, 80), left, 8.5);
    }
    down(18);
  }
  down(4);
  const totals: [string, string, boolean?][] = [
    ['Sub total', omr(order.sub_total)],
    ['Shipping', order.delivery_charge === 0 ? 'Free' : omr(order.delivery_charge)],
    [`VAT ${order.tax_rate}%`, omr(order.tax)],
    ['Total', omr(order.total), true],
  ];
  if (order.refunded_total > 0) totals.push(['Refunded', `- ${omr(order.refunded_total)}`]);
  for (const [label, value, strong] of totals) {
    text(label, right - 200, strong ? 11 : 10, strong ? bold : regular);
    text(value, right, strong ? 11 : 10, strong ? bold : regular, 'right');
    down(16);
  }
  down(20);
  text('Amounts in Omani rials (OMR). Thank you for supporting contemporary art in Oman.', left, 8.5);
  return doc.save();
}

/** The invoice's file name, as downloaded and as attached to the payment mail. */
export const invoiceFileName = (orderNo: string) => `invoice-${orderNo}.pdf`;

/** The invoice as a PDF file to download. */
export function sendPdf(reply: FastifyReply, invoice: { orderNo: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.orderNo)}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(invoice.pdf));
}

import type { FastifyReply } from 'fastify';
import { formatAmount, OMR } from '#shared/money.ts';
import { pdfLib } from '../../lib/on-demand.ts';
import type { InvoiceInput } from './orders.invoice.ts';
import { muscatDate, PAYMENT_LABELS, regionName } from './orders.mail.ts';

const omr = (baisa: number) => `OMR ${formatAmount(baisa, OMR)}`;

/**
 * The invoice as a PDF (A4), with the same content as the printable page: the gallery, the order
 * number and date, the collector, the lines and the totals in OMR. The standard fonts carry Latin
 * text only, so a character they cannot write (an Arabic name) is printed as '?'; the HTML invoice
 * shows it whole. The VAT number line is printed only when the gallery has one.
 */
export async function invoicePdf({ order, lines, settings, vatNumber }: InvoiceInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${order.order_no}`);
  doc.setAuthor(settings.company_name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writable = (text: string) =>
    [...text.replace(/[\u00d7]/g, 'x')]
      .map((c) => {
        try {
          regular.encodeText(c);
          return c;
        } catch {
          return '?';
        }
      })
      .join('');

  let page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;
  const text = (value: string, x: number, size = 10, font = regular, align: 'left' | 'right' = 'left') => {
    const s = writable(value);
    const width = font.widthOfTextAtSize(s, size);
    page.drawText(s, { x: align === 'right' ? x - width : x, y, size, font, color: rgb(0.11, 0.1, 0.09) });
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

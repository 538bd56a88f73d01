import { formatMinorAmount, formatRials, shownBill } from '#shared/money.ts';
import { trackingUrl } from '#shared/carriers.ts';
import { escapeHtml, mailLayout, type OutgoingMail } from '../mail/mail.service.ts';
import { dateIn, fill, isRightToLeft, orderMailWords } from './orders.mail-words.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';

export const PAYMENT_LABELS: Record<OrderRow['payment_method'], string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
};

/** Orders are charged in OMR; e-mails spell the code out because not every mail font has the rial sign. */
const omr = (baisa: number) => formatRials(baisa);

/** A date as people in Muscat read it: "21 November 2026". */
export function muscatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Muscat',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

export interface ConfirmationInput {
  order: Pick<
    OrderRow,
    | 'order_no'
    | 'public_id'
    | 'created_at'
    | 'email'
    | 'full_name'
    | 'phone'
    | 'country'
    | 'governorate'
    | 'wilayat'
    | 'city'
    | 'line1'
    | 'line2'
    | 'postal_code'
    | 'payment_method'
    | 'sub_total'
    | 'delivery_charge'
    | 'tax'
    | 'total'
    | 'tax_rate'
    | 'display_currency'
  >;
  lines: Pick<
    OrderLineRow,
    'product_name' | 'product_size' | 'product_medium' | 'product_color' | 'quantity' | 'unit_price'
  >[];
  /** The display currency at order time, when it is not OMR: the total is also shown in it, as an indication. */
  currency: { code: string; rate: string; decimals: number } | null;
  bankTransferInstructions: string;
  publicUrl: string;
}

/**
 * The confirmation mail the confirmation page promises (docs/product.md#screens), as HTML and plain
 * text, in the language the collector used at checkout.
 */
export function orderConfirmationMail(input: ConfirmationInput, language = 'en'): OutgoingMail {
  const { order, lines, currency } = input;
  const w = orderMailWords(language);
  const far = isRightToLeft(language) ? 'left' : 'right';
  const link = orderLink(input.publicUrl, order.public_id);
  const subject = fill(w.placed.subject, { no: order.order_no });
  const describe = (l: ConfirmationInput['lines'][number]) =>
    [l.product_size, l.product_medium, l.product_color].filter((x) => x && x.trim()).join(', ');
  const address = [
    order.line1,
    order.line2,
    [order.city, order.wilayat].filter(Boolean).join(', '),
    [order.governorate, order.postal_code].filter(Boolean).join(' '),
    regionName(order.country, language),
  ].filter((x) => x && x.trim());
  const converted = currency && currency.code !== 'OMR' ? `${currency.code} ${convertedTotal(input, currency)}` : null;
  const bank = order.payment_method === 'bank_transfer' ? input.bankTransferInstructions : null;
  const payment = w.payment[order.payment_method];
  const vat = fill(w.vat, { rate: order.tax_rate });
  const shipping = order.delivery_charge === 0 ? w.free : omr(order.delivery_charge);

  const text = [
    fill(w.dear, { name: order.full_name }),
    '',
    w.placed.lead,
    '',
    `${w.bookingNo}: ${order.order_no}`,
    `${w.bookingDate}: ${dateIn(language, order.created_at)}`,
    `${w.paymentMethod}: ${payment}`,
    '',
    ...lines.map(
      (l) => `- ${l.product_name}${describe(l) ? ` (${describe(l)})` : ''}: ${l.quantity} x ${omr(l.unit_price)}`,
    ),
    '',
    `${w.subTotal}: ${omr(order.sub_total)}`,
    `${w.shipping}: ${shipping}`,
    `${vat}: ${omr(order.tax)}`,
    `${w.total}: ${omr(order.total)}${converted ? ` (${fill(w.about, { amount: converted })})` : ''}`,
    '',
    ...(bank ? [`${w.howToPay}:`, bank, ''] : [w.payOnDelivery, '']),
    `${w.deliveryAddress}:`,
    order.full_name,
    ...address,
    order.phone,
    '',
    `${w.orderOnline}: ${link}`,
    '',
    w.signature,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #eee;vertical-align:top';
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}"><strong>${escapeHtml(l.product_name)}</strong>${
          describe(l) ? `<br><span style="color:#666;font-size:13px">${escapeHtml(describe(l))}</span>` : ''
        }</td><td style="${cell};text-align:${far};white-space:nowrap">${l.quantity} × ${escapeHtml(omr(l.unit_price))}</td></tr>`,
    )
    .join('\n');
  const sum = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0">${strong ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td><td style="padding:4px 0;text-align:${far}">${
      strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)
    }</td></tr>`;
  const html = mailLayout({
    title: subject,
    language,
    heading: w.gallery,
    body: `<p>${escapeHtml(fill(w.dear, { name: order.full_name }))}</p>
<p style="font-size:18px">${escapeHtml(w.placed.lead)}</p>
${facts([
  [w.bookingNo, order.order_no, true],
  [w.bookingDate, dateIn(language, order.created_at)],
  [w.paymentMethod, payment],
])}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">
${sum(w.subTotal, omr(order.sub_total))}
${sum(w.shipping, shipping)}
${sum(vat, omr(order.tax))}
${sum(w.total, omr(order.total), true)}
</table>
${converted ? `<p style="color:#666;font-size:13px">${escapeHtml(fill(w.converted, { amount: converted }))}</p>` : ''}
${
  bank
    ? `<h3 style="font-weight:normal;margin-top:24px">${escapeHtml(w.howToPay)}</h3><p>${escapeHtml(bank)}</p>`
    : `<p>${escapeHtml(w.payOnDelivery)}</p>`
}
<h3 style="font-weight:normal;margin-top:24px">${escapeHtml(w.deliveryAddress)}</h3>
<p>${[order.full_name, ...address, order.phone].map(escapeHtml).join('<br>')}</p>
${button(link, w.viewOrder)}`,
    footer: escapeHtml(w.footer),
  });
  return { to: order.email, subject, html, text };
}

/** The link to the order's page on the storefront, where the collector can follow it. */
export function orderLink(publicUrl: string, publicId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/confirmation/${encodeURIComponent(publicId)}`;
}

/** A small two-column table of labelled facts (booking no, carrier...), values escaped. */
function facts(rows: [label: string, value: string, strong?: boolean][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">
${rows
  .map(
    ([label, value, strong]) =>
      `<tr><td style="padding:2px 16px 2px 0;color:#666">${escapeHtml(label)}</td><td>${
        strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)
      }</td></tr>`,
  )
  .join('\n')}
</table>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export type OrderStep = 'confirmed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface StepMailInput {
  step: OrderStep;
  order: Pick<
    OrderRow,
    | 'order_no'
    | 'public_id'
    | 'email'
    | 'full_name'
    | 'language'
    | 'total'
    | 'refunded_total'
    | 'carrier'
    | 'tracking_number'
  >;
  publicUrl: string;
  /** The refund this mail tells of (step 'refunded'). */
  refund?: { amount: number; reason: string };
}

/**
 * The e-mail for one step of the order after it was placed, in the order's language, as HTML and
 * plain text. A shipped order's mail carries the carrier and tracking number, and links to the
 * carrier's tracking page when the carrier is one the gallery knows.
 */
export function orderStepMail(input: StepMailInput): OutgoingMail {
  const { step, order } = input;
  const language = order.language;
  const w = orderMailWords(language);
  const no = order.order_no;
  const link = orderLink(input.publicUrl, order.public_id);
  const words = w[step];
  const subject = fill(words.subject, { no });
  const amount =
    step === 'refunded' && input.refund ? omr(input.refund.amount) : step === 'paid' ? omr(order.total) : '';
  const lead = fill(words.lead, { no, amount });

  const details: [string, string, boolean?][] = [[w.bookingNo, no, true]];
  let tracking: string | null = null;
  if (step === 'shipped') {
    if (order.carrier) details.push([w.shipped.carrier, order.carrier]);
    if (order.tracking_number) details.push([w.shipped.tracking, order.tracking_number, true]);
    tracking = order.tracking_number ? trackingUrl(order.carrier, order.tracking_number) : null;
  }
  const partial = step === 'refunded' && order.refunded_total < order.total;
  if (step === 'refunded' && input.refund) {
    details.push([w.refunded.amount, omr(input.refund.amount), true]);
    if (input.refund.reason) details.push([w.refunded.reason, input.refund.reason]);
  }

  const text = [
    fill(w.dear, { name: order.full_name }),
    '',
    lead,
    ...(partial ? [w.refunded.partial] : []),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(tracking ? ['', `${w.shipped.track}: ${tracking}`] : []),
    '',
    `${w.orderOnline}: ${link}`,
    '',
    w.signature,
  ].join('\n');
  const html = mailLayout({
    title: subject,
    language,
    heading: w.gallery,
    body: `<p>${escapeHtml(fill(w.dear, { name: order.full_name }))}</p>
<p style="font-size:18px">${escapeHtml(lead)}</p>
${partial ? `<p>${escapeHtml(w.refunded.partial)}</p>` : ''}
${facts(details)}
${tracking ? button(tracking, w.shipped.track) : ''}
${button(link, w.viewOrder)}`,
    footer: escapeHtml(w.footer),
  });
  return { to: order.email, subject, html, text };
}

/** The total as checkout showed it in the buyer's currency: the rial total converted once (shownBill). */
function convertedTotal({ order, lines }: ConfirmationInput, currency: NonNullable<ConfirmationInput['currency']>) {
  const bill = {
    lines: lines.map((l) => ({ unitPrice: l.unit_price, quantity: l.quantity })),
    shipping: order.delivery_charge,
    tax: order.tax,
  };
  return formatMinorAmount(shownBill(bill, currency).total, currency);
}

export function regionName(code: string, language = 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

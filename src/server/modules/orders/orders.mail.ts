import { formatAmount, formatMinorAmount, OMR, shownBill } from '#shared/money.ts';
import { escapeHtml, mailLayout, type OutgoingMail } from '../mail/mail.service.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';

export const PAYMENT_LABELS: Record<OrderRow['payment_method'], string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
};

/** Orders are charged in OMR; e-mails spell the code out because not every mail font has the rial sign. */
const omr = (baisa: number) => `OMR ${formatAmount(baisa, OMR)}`;

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

/** The confirmation mail the confirmation page promises (docs/product.md#screens), as HTML and plain text. */
export function orderConfirmationMail(input: ConfirmationInput): OutgoingMail {
  const { order, lines, currency } = input;
  const link = `${input.publicUrl.replace(/\/+$/, '')}/confirmation/${encodeURIComponent(order.public_id)}`;
  const subject = `Your order ${order.order_no} at Bait Al Fann Gallery`;
  const describe = (l: ConfirmationInput['lines'][number]) =>
    [l.product_size, l.product_medium, l.product_color].filter((x) => x && x.trim()).join(', ');
  const address = [
    order.line1,
    order.line2,
    [order.city, order.wilayat].filter(Boolean).join(', '),
    [order.governorate, order.postal_code].filter(Boolean).join(' '),
    regionName(order.country),
  ].filter((x) => x && x.trim());
  const converted =
    currency && currency.code !== 'OMR' ? `about ${currency.code} ${convertedTotal(input, currency)}` : null;
  const bank = order.payment_method === 'bank_transfer' ? input.bankTransferInstructions : null;
  const payment = PAYMENT_LABELS[order.payment_method];

  const text = [
    `Dear ${order.full_name},`,
    '',
    'Thank you. Your order has been received.',
    '',
    `Booking no: ${order.order_no}`,
    `Booking date: ${muscatDate(order.created_at)}`,
    `Payment method: ${payment}`,
    '',
    ...lines.map(
      (l) => `- ${l.product_name}${describe(l) ? ` (${describe(l)})` : ''}: ${l.quantity} x ${omr(l.unit_price)}`,
    ),
    '',
    `Sub total: ${omr(order.sub_total)}`,
    `Shipping: ${order.delivery_charge === 0 ? 'free' : omr(order.delivery_charge)}`,
    `VAT (${order.tax_rate}%): ${omr(order.tax)}`,
    `Total: ${omr(order.total)}${converted ? ` (${converted})` : ''}`,
    '',
    ...(bank ? ['How to pay:', bank, ''] : ['You pay when your artwork is delivered.', '']),
    'Delivery address:',
    order.full_name,
    ...address,
    order.phone,
    '',
    `Your order online: ${link}`,
    '',
    'Bait Al Fann Gallery, Muscat',
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #eee;vertical-align:top';
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}"><strong>${escapeHtml(l.product_name)}</strong>${
          describe(l) ? `<br><span style="color:#666;font-size:13px">${escapeHtml(describe(l))}</span>` : ''
        }</td><td style="${cell};text-align:right;white-space:nowrap">${l.quantity} × ${escapeHtml(omr(l.unit_price))}</td></tr>`,
    )
    .join('\n');
  const sum = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:4px 0;text-align:right">${
      strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)
    }</td></tr>`;
  const html = mailLayout({
    title: subject,
    body: `<p>Dear ${escapeHtml(order.full_name)},</p>
<p style="font-size:18px">Thank you. Your order has been received!</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">
<tr><td style="padding:2px 16px 2px 0;color:#666">Booking no</td><td><strong>${escapeHtml(order.order_no)}</strong></td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#666">Booking date</td><td>${escapeHtml(muscatDate(order.created_at))}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#666">Payment method</td><td>${escapeHtml(payment)}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">
${sum('Sub total', omr(order.sub_total))}
${sum('Shipping', order.delivery_charge === 0 ? 'free' : omr(order.delivery_charge))}
${sum(`VAT (${escapeHtml(order.tax_rate)}%)`, omr(order.tax))}
${sum('Total', omr(order.total), true)}
</table>
${converted ? `<p style="color:#666;font-size:13px">That is ${escapeHtml(converted)} at today’s rate; you are charged in Omani rials.</p>` : ''}
${
  bank
    ? `<h3 style="font-weight:normal;margin-top:24px">How to pay</h3><p>${escapeHtml(bank)}</p>`
    : '<p>You pay when your artwork is delivered.</p>'
}
<h3 style="font-weight:normal;margin-top:24px">Delivery address</h3>
<p>${[order.full_name, ...address, order.phone].map(escapeHtml).join('<br>')}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none">View your order</a></p>`,
    footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman. Reply to this e-mail with any question about your order.',
  });
  return { to: order.email, subject, html, text };
}

/** The total as checkout showed it in the buyer's currency: summed from the lines, shipping and tax as shown. */
function convertedTotal({ order, lines }: ConfirmationInput, currency: NonNullable<ConfirmationInput['currency']>) {
  const bill = {
    lines: lines.map((l) => ({ unitPrice: l.unit_price, quantity: l.quantity })),
    shipping: order.delivery_charge,
    tax: order.tax,
  };
  return formatMinorAmount(shownBill(bill, currency).total, currency);
}

export function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

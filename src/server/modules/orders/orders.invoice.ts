import { formatRials } from '#shared/money.ts';
import { escapeHtml } from '../mail/mail.service.ts';
import type { GallerySettings } from '../settings/settings.service.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import { muscatDate, PAYMENT_LABELS, regionName } from './orders.mail.ts';

/**
 * The printable invoice of an order, rendered on the server as one self-contained HTML page
 * (inline style sheet, no script: the CSP allows inline styles only). Every value from the
 * database or the settings is escaped. Amounts are OMR with three decimals, as charged.
 */
export interface InvoiceInput {
  order: OrderRow;
  lines: OrderLineRow[];
  settings: Pick<GallerySettings, 'company_name' | 'address' | 'phone' | 'email'>;
  /** The gallery's VAT registration number; null prints no VAT number line at all. */
  vatNumber: string | null;
}

const omr = (baisa: number) => formatRials(baisa);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f2ed;color:#1d1a16;font:14px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}
.sheet{max-width:820px;margin:24px auto;padding:48px 56px;background:#fff;border:1px solid #e6e0d6}
header{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap;padding-bottom:24px;border-bottom:2px solid #1d1a16}
h1{margin:0;font:600 30px/1.1 'Cormorant Garamond',Georgia,serif;letter-spacing:.02em}
.doc{text-align:right}
.doc h2{margin:0 0 6px;font-size:13px;letter-spacing:.18em;text-transform:uppercase;color:#8a6128}
.muted{color:#7a7166}
dl{display:grid;grid-template-columns:auto auto;gap:2px 12px;margin:0;justify-content:end}
dt{color:#7a7166}dd{margin:0;font-weight:600;text-align:right}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin:28px 0}
.parties h3{margin:0 0 6px;font-size:11px;letter-spacing:.14em;text-transform:uppercase;color:#7a7166}
.parties p{margin:0}
table{width:100%;border-collapse:collapse}
th{padding:8px 6px;border-bottom:1px solid #1d1a16;font-size:11px;letter-spacing:.1em;text-transform:uppercase;text-align:left;color:#4a443c}
td{padding:10px 6px;border-bottom:1px solid #e6e0d6;vertical-align:top}
.num{text-align:right;white-space:nowrap}
.desc{display:block;color:#7a7166;font-size:12.5px}
.totals{margin:18px 0 0 auto;width:min(340px,100%)}
.totals td{border:0;padding:4px 6px}
.totals .grand td{border-top:2px solid #1d1a16;padding-top:10px;font-size:16px;font-weight:700}
.state{display:inline-block;margin-top:6px;padding:2px 10px;border:1px solid #b3261e;color:#b3261e;font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
footer{margin-top:40px;padding-top:16px;border-top:1px solid #e6e0d6;font-size:12px;color:#7a7166}
.hint{max-width:820px;margin:0 auto 24px;padding:0 16px;text-align:center;font-size:12px;color:#7a7166}
@media (max-width:640px){.sheet{margin:0;padding:24px 18px;border:0}.parties{grid-template-columns:1fr}.doc{text-align:left}dl{justify-content:start}}
@media print{@page{margin:16mm}body{background:#fff}.sheet{margin:0;padding:0;border:0;max-width:none}.hint{display:none}}
`;

export function invoiceHtml({ order, lines, settings, vatNumber }: InvoiceInput): string {
  const e = escapeHtml;
  const describe = (l: OrderLineRow) =>
    [l.product_medium, l.product_size, l.product_color].filter((x) => x && x.trim()).join(' · ');
  const address = [
    order.line1,
    order.line2,
    [order.city, order.wilayat].filter(Boolean).join(', '),
    [order.governorate, order.postal_code].filter(Boolean).join(' '),
    regionName(order.country),
  ].filter((x): x is string => !!x && !!x.trim());
  const rows = lines
    .map(
      (l) => `<tr>
<td>${e(l.product_name)}${describe(l) ? `<span class="desc">${e(describe(l))}</span>` : ''}</td>
<td class="num">${l.quantity}</td>
<td class="num">${e(omr(l.unit_price))}</td>
<td class="num">${e(omr(l.unit_price * l.quantity))}</td>
</tr>`,
    )
    .join('\n');
  const title = `Invoice ${order.order_no}`;
  const cancelled = order.status === 'cancelled' ? '<div class="state">Cancelled</div>' : '';
  const refunded = order.payment_status === 'refunded' ? '<div class="state">Refunded</div>' : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${e(title)} | ${e(settings.company_name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
<header>
<div>
<h1>${e(settings.company_name)}</h1>
<p class="muted">${e(settings.address)}<br>${e(settings.phone)} · ${e(settings.email)}</p>
${vatNumber ? `<p class="muted">VAT registration no.: ${e(vatNumber)}</p>` : ''}
</div>
<div class="doc">
<h2>${vatNumber ? 'Tax invoice' : 'Invoice'}</h2>
<dl>
<dt>Invoice no.</dt><dd>${e(order.order_no)}</dd>
<dt>Date</dt><dd>${e(muscatDate(order.created_at))}</dd>
<dt>Payment</dt><dd>${e(PAYMENT_LABELS[order.payment_method])}</dd>
</dl>
${cancelled}${refunded}
</div>
</header>
<section class="parties">
<div>
<h3>Billed to</h3>
<p><strong>${e(order.full_name)}</strong><br>${e(order.email)}<br>${e(order.phone)}</p>
</div>
<div>
<h3>Deliver to</h3>
<p>${[order.full_name, ...address].map(e).join('<br>')}</p>
</div>
</section>
<table>
<thead><tr><th>Artwork</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<table class="totals">
<tr><td>Sub total</td><td class="num">${e(omr(order.sub_total))}</td></tr>
<tr><td>Shipping</td><td class="num">${order.delivery_charge === 0 ? 'Free' : e(omr(order.delivery_charge))}</td></tr>
<tr><td>VAT ${e(order.tax_rate)}%</td><td class="num">${e(omr(order.tax))}</td></tr>
<tr class="grand"><td>Total</td><td class="num">${e(omr(order.total))}</td></tr>
</table>
<footer>
Amounts in Omani rials (OMR). Thank you for supporting contemporary art in Oman. ${e(settings.company_name)}, ${e(settings.address)}.
</footer>
</main>
<p class="hint">To print or save as PDF, use your browser’s Print command (Ctrl+P or ⌘P).</p>
</body>
</html>`;
}

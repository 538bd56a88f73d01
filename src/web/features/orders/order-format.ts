import type { CurrencyInfo } from '#shared/api/gallery.ts';
import { OMR, type Currency } from '#shared/money.ts';
import { dateLocale } from '#web/lib/dates.ts';
import { dateTimeFormat } from '#web/lib/intl-formats.ts';

/** When an order was placed, as the gallery in Muscat reads it: "21 March 2026 at 10:30". */
export function formatBookingDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Muscat',
  }).format(date);
}

/** The day only, for lists of orders. */
export function formatOrderDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone: 'Asia/Muscat' }).format(date);
}

/**
 * The currency the buyer browsed in when ordering, at the rate kept on the order (docs/product.md#money-and-rounding), or
 * null when that was the rial or the currency is no longer offered.
 */
export function orderEquivalentCurrency(
  order: { display_currency: string; display_rate: string },
  currencies: readonly CurrencyInfo[] | undefined,
): Currency | null {
  if (order.display_currency === OMR.code || !/^\d+(\.\d+)?$/.test(order.display_rate)) return null;
  const info = currencies?.find((c) => c.code === order.display_currency);
  if (!info) return null;
  return {
    code: info.code,
    symbol: info.currencySymbol,
    name: info.currencyName,
    rate: order.display_rate,
    decimals: info.decimals,
  };
}

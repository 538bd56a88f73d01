import { useState } from 'react';

/** A v4 UUID; crypto.randomUUID needs a secure context, so a page on a plain-http LAN address builds one. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per checkout attempt (docs/product.md#cart-stock-and-orders), kept while the checkout page is open: a double click,
 * a retry after a lost answer or a second press of Place order all name the same order.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newUuid);
  return key;
}

/**
 * The carriers the gallery ships with and their public tracking pages. Staff type the carrier's
 * name when they ship an order; a name not listed here is kept as typed, without a tracking link.
 */
export const CARRIERS = [
  { name: 'DHL', track: 'https://www.dhl.com/om-en/home/tracking.html?tracking-id={n}' },
  { name: 'Aramex', track: 'https://www.aramex.com/om/en/track/results?ShipmentNumber={n}' },
  { name: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbrs={n}' },
  { name: 'UPS', track: 'https://www.ups.com/track?tracknum={n}' },
] as const;

/** The carrier's tracking page for this parcel, or null when the carrier is not one we know. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string): string | null {
  const known = CARRIERS.find((c) => c.name.toLowerCase() === (carrier ?? '').trim().toLowerCase());
  return known ? known.track.replace('{n}', encodeURIComponent(trackingNumber.trim())) : null;
}

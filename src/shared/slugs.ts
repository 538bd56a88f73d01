/**
 * The words of a slug, the form of the storefront's URLs (/arts/{product_slug}): lowercase latin
 * letters and digits joined by dashes. Accents are dropped and so are apostrophes, so that
 * "Qasr Al Sa'id" reads `qasr-al-said`, not `qasr-al-sa-id`. One rule for the server, the seed and the
 * back office's suggestions. A name with no latin letters at all (Arabic) gives an empty string; the
 * server then makes a slug of its own for it (src/server/lib/slugs.ts).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The longest slug the API takes. */
export const SLUG_MAX = 160;

/** The slug the back office suggests for a name: 'Desert Light — 2024' → 'desert-light-2024'. */
export function suggestedSlug(name: string): string {
  return slugify(name).slice(0, SLUG_MAX).replace(/-+$/g, '');
}

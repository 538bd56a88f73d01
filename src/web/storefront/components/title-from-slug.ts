/** "layla-al-said" → "Layla Al Said": a readable stand-in until a screen loads the real name. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

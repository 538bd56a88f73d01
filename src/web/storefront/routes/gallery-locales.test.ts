import { describe, expect, it } from 'vitest';
import { galleryResources } from '#tests/setup/gallery-web.tsx';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? keys(v as object, `${prefix}${k}.`)
      : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );

describe('the gallery translations', () => {
  const english = new Set(keys(galleryResources.en.gallery));

  it.each(['fr', 'de', 'ar'] as const)('%s has every English key and no other', (lng) => {
    expect(new Set(keys(galleryResources[lng].gallery))).toEqual(english);
  });

  it.each(['fr', 'de', 'ar'] as const)('%s is translated, not copied from English', (lng) => {
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
      );
    const en = new Map(flat(galleryResources.en.gallery));
    const all = flat(galleryResources[lng].gallery);
    const same = all.filter(([key, value]) => en.get(key) === value && /[a-z]{4}/.test(value));
    // Only words that are the same in both languages (Contact, Message, Portfolio, Journal ...).
    expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThan(all.length * 0.06);
  });

  it('keeps the texts of docs/product.md#screens, #error-messages in English as written', () => {
    const en = galleryResources.en.gallery;
    expect(en.artists.title).toBe('OUR ARTIST');
    expect(en.artist.artworksBy).toBe('ARTWORKS By {{name}}');
    expect(en.exhibition.artworks).toBe('Exhibition Artworks');
    expect(en.apply.button).toBe('Apply Exhibition');
    expect(en.apply.toast).toEqual({
      success: 'Exhibition applied successfully.',
      failed: 'Failed to update Apply Exhibition.',
      error: 'Error while Apply Exhibition : {{error}}',
    });
    expect(en.contact.failed).toBe('Failed to submit contact form');
    expect(en.comments.send).toBe('SEND MESSAGE');
    expect(en.status.loading).toBe('Loading...');
  });
});

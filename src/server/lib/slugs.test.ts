import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify, slugToSave, type SlugOwner } from './slugs.ts';

describe('slugify', () => {
  it('makes lowercase words and dashes of a name, without accents', () => {
    expect(slugify('Blue Dunes at Dusk')).toBe('blue-dunes-at-dusk');
    expect(slugify('  Café  Muscat — 2024! ')).toBe('cafe-muscat-2024');
  });

  it('falls back to a stable, distinct slug for names without latin letters', () => {
    expect(slugify('ليلة في مسقط', 'artwork')).toMatch(/^artwork-[0-9a-f]{8}$/);
    expect(slugify('ليلة في مسقط', 'artwork')).toBe(slugify('ليلة في مسقط', 'artwork'));
    expect(slugify('ليلة', 'artwork')).not.toBe(slugify('مسقط', 'artwork'));
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(150);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when free, else the first free suffix', async () => {
    const taken = new Set(['dunes', 'dunes-2', 'dunes-3']);
    const check = async (c: string[]) => new Set(c.filter((x) => taken.has(x)));
    expect(await firstFreeSlug('sea', check)).toBe('sea');
    expect(await firstFreeSlug('dunes', check)).toBe('dunes-4');
  });

  it('looks further than one batch', async () => {
    const check = async (c: string[]) => new Set(c.filter((x) => x === 'a' || Number(x.split('-')[1]) < 75));
    expect(await firstFreeSlug('a', check)).toBe('a-75');
  });
});

describe('slugToSave', () => {
  const ARTIST: SlugOwner = { table: 'artist', field: 'artist_slug', thing: 'artist' };
  const takenOf = (used: string[]) => async (candidates: string[]) =>
    new Set(candidates.filter((c) => used.includes(c)));

  it('keeps the slug staff typed when no other record has it', async () => {
    await expect(slugToSave(ARTIST, 'maryam', 'Maryam Al-Balushi', takenOf(['salim']))).resolves.toBe('maryam');
  });

  it('refuses a typed slug another record has with a 409 naming the field', async () => {
    await expect(slugToSave(ARTIST, 'salim', 'Salim', takenOf(['salim']))).rejects.toMatchObject({
      kind: 'conflict',
      statusCode: 409,
      errors: [{ field: 'artist_slug', message: 'is already used by another artist' }],
    });
  });

  it('makes the first free slug of the name when none is typed, the kind standing in for other scripts', async () => {
    await expect(slugToSave(ARTIST, '', 'Noor Al-Harthy', takenOf(['noor-al-harthy']))).resolves.toBe(
      'noor-al-harthy-2',
    );
    await expect(slugToSave(ARTIST, '', 'نور', takenOf([]))).resolves.toMatch(/^artist-[0-9a-f]{8}$/);
  });
});

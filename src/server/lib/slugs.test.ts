import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slugs.ts';

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

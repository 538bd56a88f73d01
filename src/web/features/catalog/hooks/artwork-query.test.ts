import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedQuery,
  defaultArtworkQuery,
  parseArtworkQuery,
  toSearchBody,
  toSearchParams,
  type ArtworkQuery,
} from './artwork-query.ts';

const parse = (search: string) => parseArtworkQuery(new URLSearchParams(search));

describe('artworks list state in the URL', () => {
  it('reads an empty query string as the defaults and writes the defaults as nothing', () => {
    expect(parse('')).toEqual(defaultArtworkQuery);
    expect(toSearchParams(defaultArtworkQuery).toString()).toBe('');
  });

  it('writes every part of the state and reads it back unchanged', () => {
    const query: ArtworkQuery = {
      search: 'sea light',
      artist: ['layla-al-said', 'omar-hassan'],
      category: ['painting'],
      tag: ['desert', 'sea'],
      medium: ['oil'],
      orientation: ['portrait', 'square'],
      minPrice: 50_000,
      maxPrice: 250_000,
      availability: 'available',
      sort: 'price_desc',
      page: 3,
      view: 'list',
    };
    const search = toSearchParams(query).toString();
    expect(search).toBe(
      'q=sea+light&artist=layla-al-said%2Comar-hassan&category=painting&tag=desert%2Csea&medium=oil&orientation=portrait%2Csquare' +
        '&min_price=50000&max_price=250000&availability=available&sort=price_desc&page=3&view=list',
    );
    expect(parse(search)).toEqual(query);
  });

  it('falls back to defaults for values a hand-edited link may carry', () => {
    expect(parse('sort=cheapest&page=-2&availability=maybe&view=table&orientation=diagonal&min_price=abc')).toEqual(
      defaultArtworkQuery,
    );
    expect(parse('page=0').page).toBe(1);
    expect(parse('medium=oil,,oil, acrylic').medium).toEqual(['oil', 'acrylic']);
    expect(parse('min_price=900&max_price=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('keeps the tag filter in the URL: it survives a reload and a shared link, and reaches the search', () => {
    const tagged = { ...defaultArtworkQuery, tag: ['desert'] };
    const link = toSearchParams(tagged).toString();
    expect(link).toBe('tag=desert');
    expect(parse(link)).toEqual(tagged);
    expect(parse('tag=desert,,desert, sea').tag).toEqual(['desert', 'sea']);
    expect(toSearchBody(parse(link))).toMatchObject({ tag: ['desert'] });
    expect(toSearchBody(defaultArtworkQuery)).not.toHaveProperty('tag');
    expect(activeFilterCount(parse('tag=desert,sea&category=painting'))).toBe(3);
    expect(clearedQuery(parse('tag=desert&sort=name')).tag).toEqual([]);
  });

  it('turns the state into the POST /product_search body', () => {
    expect(toSearchBody(parse('q=dunes&medium=oil&min_price=1000&sort=name&page=2'))).toEqual({
      search: 'dunes',
      medium: ['oil'],
      min_price: 1000,
      sort: 'name',
      page: 2,
      per_page: 12,
      availability: 'all',
    });
  });

  it('counts the filters in force and clears them but keeps sort and view', () => {
    const query = parse('q=x&artist=a,b&max_price=10&availability=sold&sort=name&view=list&page=4');
    expect(activeFilterCount(query)).toBe(4);
    expect(clearedQuery(query)).toEqual({ ...defaultArtworkQuery, sort: 'name', view: 'list' });
  });
});

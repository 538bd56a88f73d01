import { describe, expect, it } from 'vitest';
import { availableStock, isOnSale, matchOption, sizeLabel, type StockArtwork } from './stock.service.ts';

const painting: StockArtwork = {
  id: 1,
  product_slug: 'dunes',
  name: 'Dunes',
  price: 100_000,
  discount: 0,
  stock: 1,
  availability: 'available',
  status: 'published',
  medium: 'Oil on canvas',
  orientation: 'portrait',
  width_cm: 60,
  height_cm: 80.25,
  edition_type: 'unique',
  feature_image: '',
  variations: [],
};
const print: StockArtwork = {
  ...painting,
  id: 2,
  edition_type: 'open',
  stock: 0,
  width_cm: null,
  height_cm: null,
  variations: [
    {
      color: 'Black',
      sizes: [
        { name: 'A3', stock: 4 },
        { name: 'A2', stock: 0 },
      ],
    },
    { color: 'White', sizes: [{ name: 'A3', stock: 1 }] },
  ],
};

describe('matchOption', () => {
  it('takes no colour or size for a work sold as itself', () => {
    expect(matchOption(painting, '', '')).toEqual({ ok: true, color: '', size: '', stock: 1 });
    expect(matchOption(painting, 'red', '')).toMatchObject({ ok: false, field: 'color' });
    expect(matchOption(painting, '', 'XL')).toMatchObject({ ok: false, field: 'size' });
  });

  it('requires an existing colour and size of a print, answering the catalogue’s spelling and that size’s stock', () => {
    expect(matchOption(print, ' black ', 'a3')).toEqual({ ok: true, color: 'Black', size: 'A3', stock: 4 });
    expect(matchOption(print, 'White', 'A3')).toEqual({ ok: true, color: 'White', size: 'A3', stock: 1 });
    expect(matchOption(print, '', '')).toMatchObject({
      ok: false,
      field: 'color',
      message: 'choose a colour (Black, White)',
    });
    expect(matchOption(print, 'Black', '')).toMatchObject({
      ok: false,
      field: 'size',
      message: 'choose a size (A3, A2)',
    });
    expect(matchOption(print, 'Red', 'A3')).toMatchObject({ ok: false, field: 'color' });
    expect(matchOption(print, 'White', 'A2')).toMatchObject({
      ok: false,
      field: 'size',
      message: 'must be one of: A3',
    });
  });
});

describe('availableStock and isOnSale', () => {
  it('counts only works that are published and available', () => {
    expect(availableStock(print, 'Black', 'A3')).toBe(4);
    expect(availableStock(print, 'Black', 'A2')).toBe(0);
    expect(availableStock(print, 'Blue', 'A3')).toBe(0);
    expect(availableStock({ ...painting, availability: 'reserved' }, '', '')).toBe(0);
    expect(availableStock({ ...painting, status: 'draft' }, '', '')).toBe(0);
    expect(isOnSale(painting)).toBe(true);
    expect(isOnSale({ ...painting, availability: 'sold' })).toBe(false);
  });
});

describe('sizeLabel', () => {
  it('names a print by its size and a work by its dimensions', () => {
    expect(sizeLabel(painting, '')).toBe('60 × 80.3 cm');
    expect(sizeLabel({ width_cm: 100, height_cm: 70 }, '')).toBe('100 × 70 cm');
    expect(sizeLabel(print, 'A3')).toBe('A3');
    expect(sizeLabel({ width_cm: null, height_cm: 70 }, '')).toBe('');
  });
});

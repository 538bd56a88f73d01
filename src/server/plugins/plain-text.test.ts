import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { fieldWithNul, refuseNul } from './plain-text.ts';

describe('fieldWithNul', () => {
  it('names the first string holding a NUL by its dotted path', () => {
    expect(fieldWithNul({ search: 'dunes', page: 1 })).toBeNull();
    expect(fieldWithNul({ search: 'du\u0000nes' })).toBe('search');
    expect(fieldWithNul({ address: { city: 'Muscat', line1: 'Way\u00003021' } })).toBe('address.line1');
    expect(fieldWithNul({ items: [{ name: 'a' }, { name: '\u0000' }] })).toBe('items.1.name');
    expect(fieldWithNul('\u0000')).toBe('body');
  });

  it('names a key that holds a NUL itself, and leaves numbers, nulls and buffers alone', () => {
    expect(fieldWithNul({ ['tag\u0000']: 'x' })).toBe('tag');
    expect(fieldWithNul({ n: 0, none: null, yes: true, file: Buffer.from([0, 0]) })).toBeNull();
    expect(fieldWithNul(undefined)).toBeNull();
  });
});

describe('refuseNul', () => {
  it('throws a refusal naming the field, and lets other text and no value through', () => {
    expect(() => refuseNul('alt', 'Blue dunes')).not.toThrow();
    expect(() => refuseNul('alt', undefined)).not.toThrow();
    let thrown: unknown;
    try {
      refuseNul('alt', 'Blue\u0000dunes');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(400);
    expect((thrown as AppError).errors).toEqual([{ field: 'alt', message: 'must not contain a NUL character' }]);
  });
});

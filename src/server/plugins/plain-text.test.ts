import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { inputProblem, MAX_DEPTH, refuseNul } from './plain-text.ts';

/** The field of the first problem, as the refusal names it. */
const fieldWithNul = (value: unknown) => inputProblem(value)?.field ?? null;

describe('inputProblem', () => {
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

  it('refuses lists and objects nested deeper than any form of the gallery, without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(inputProblem(deep)).toEqual({
      field: Array(MAX_DEPTH).fill('0').join('.'),
      message: `must not nest lists or objects more than ${MAX_DEPTH} levels deep`,
    });
    let nested: unknown = 'Muscat';
    for (let i = 0; i < MAX_DEPTH; i += 1) nested = { a: nested };
    expect(inputProblem(nested)).toBeNull();
    // One level more: the object at the limit is named by its path.
    expect(inputProblem({ a: nested })?.field).toBe(Array(MAX_DEPTH).fill('a').join('.'));
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

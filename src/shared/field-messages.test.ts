import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage } from './field-messages.ts';

const form = z.object({
  name: z.string().max(5),
  email: z.string().min(1),
  count: z.number().int().min(1).max(9),
  lines: z.array(z.string()).max(2),
  sort: z.enum(['asc', 'desc']),
  agreed: z.boolean(),
  note: z.string().max(3, 'must be short'),
});

function problems(input: unknown): Record<string, string> {
  const parsed = form.safeParse(input, { error: fieldMessage });
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('fieldMessage', () => {
  it('says a missing field is required, and what kind a field of the wrong kind must be', () => {
    expect(problems({ name: 7, email: null, count: 'two', lines: 'a', agreed: 'yes' })).toEqual({
      name: 'must be text',
      email: 'is required',
      count: 'must be a number',
      lines: 'must be a list',
      sort: 'is required',
      agreed: 'must be true or false',
      note: 'is required',
    });
  });

  it('names the bound a value crosses, and the choices of a choice', () => {
    expect(
      problems({
        name: 'Layla Haddad',
        email: '',
        count: 1.5,
        lines: ['a', 'b', 'c'],
        sort: 'up',
        agreed: true,
        note: 'x',
      }),
    ).toEqual({
      name: 'must be at most 5 characters',
      email: 'is required',
      count: 'must be a whole number',
      lines: 'must list at most 2',
      sort: 'must be one of: asc, desc',
    });
    expect(problems({ name: 'x', email: 'a', count: 0, lines: [], sort: 'asc', agreed: false, note: '' })).toEqual({
      count: 'must be at least 1',
    });
    expect(problems({ name: 'x', email: 'a', count: 10, lines: [], sort: 'asc', agreed: false, note: '' })).toEqual({
      count: 'must be at most 9',
    });
  });

  it("leaves a schema's own message alone", () => {
    expect(problems({ name: 'x', email: 'a', count: 1, lines: [], sort: 'asc', agreed: false, note: 'long' })).toEqual({
      note: 'must be short',
    });
  });
});

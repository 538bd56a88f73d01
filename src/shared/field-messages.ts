import type { z } from 'zod';

/** The kinds zod names in an `invalid_type` issue, as a sentence about the field goes on. */
const KIND: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be an object',
  record: 'must be an object',
  array: 'must be a list',
  date: 'must be a date',
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** "at most 200 characters", "at least 1", "at most 20 items". */
function bound(issue: Issue & { code: 'too_big' | 'too_small' }, limit: number | bigint): string | undefined {
  const most = issue.code === 'too_big';
  const word = issue.inclusive === false ? (most ? 'less than' : 'more than') : most ? 'at most' : 'at least';
  switch (issue.origin) {
    case 'string':
      return `must be ${word} ${limit} characters`;
    case 'array':
    case 'set':
      return `must list ${word} ${limit}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `must be ${word} ${limit}`;
    default:
      return undefined;
  }
}

/**
 * A field that is missing, of the wrong kind, out of its bounds or not among its choices, said as
 * the schemas say everything else ("is required", "must be at most 200 characters", "must be one
 * of: asc, desc") instead of zod's "Invalid input: expected string, received undefined". A schema's
 * own message still wins; other issues keep zod's words. The server and the browser both set it
 * (`z.config`), so a form checked before sending says what the API would, and the storefront
 * translates it (web/lib/form-errors.ts).
 */
export const fieldMessage: z.core.$ZodErrorMap = (issue) => {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'is required' : (KIND[issue.expected] ?? `must be of type ${issue.expected}`);
    case 'invalid_value':
      return missing ? 'is required' : `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return bound(issue, issue.maximum);
    case 'too_small':
      // An empty text where one is needed is missing, as the schemas' own min(1) messages say.
      if (issue.origin === 'string' && issue.minimum === 1) return 'is required';
      return bound(issue, issue.minimum);
    default:
      return undefined;
  }
};

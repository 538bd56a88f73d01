import { describe, expect, it } from 'vitest';
import { translateFieldMessage, type MessagePattern } from './form-errors.ts';

const say = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;

describe('translateFieldMessage', () => {
  it('says a known wording by its key, with the number it names as the count', () => {
    expect(translateFieldMessage('is required', say)).toBe('validation.required {"count":0}');
    expect(translateFieldMessage('must be at most 200 characters', say)).toBe('validation.maxLength {"count":200}');
  });

  it('passes named parts of a pattern on as values', () => {
    const patterns: MessagePattern[] = [[/^must be one of: (?<choices>.+)$/, 'validation.oneOf']];
    expect(translateFieldMessage('must be one of: asc, desc', say, patterns)).toBe(
      'validation.oneOf {"count":0,"choices":"asc, desc"}',
    );
  });

  it('leaves a wording it does not know, and nothing, to the caller', () => {
    expect(translateFieldMessage('is not a colour the gallery frames in', say)).toBeUndefined();
    expect(translateFieldMessage('', say)).toBeUndefined();
    expect(translateFieldMessage(undefined, say)).toBeUndefined();
  });
});

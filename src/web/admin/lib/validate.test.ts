import { describe, expect, it } from 'vitest';
import '../test-words.ts';
import { phoneNumber } from './validate.ts';

describe('phone numbers typed by staff', () => {
  it('pass the rule the checkout and the accounts use, or may be left empty', () => {
    for (const text of ['+968 2469 1234', '24691234', '+968 (24) 69-1234', '  +968 9123 4567  ', '', '   '])
      expect(phoneNumber(text), text).toBeUndefined();
  });

  it('are refused when they are words, markup or too short or long', () => {
    for (const text of [
      'call me maybe!!',
      '<script>alert(1)</script>',
      '+968',
      '12345',
      '+968 2469 1234 ext 5',
      '1'.repeat(31),
    ])
      expect(phoneNumber(text), text).toBe('Enter a phone number such as +968 9123 4567.');
  });
});

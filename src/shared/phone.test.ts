import { describe, expect, it } from 'vitest';
import { phone, phoneOrEmpty } from './api/accounts.ts';
import { applicationFields, contactBody } from './api/gallery.ts';
import { isPhoneNumber } from './phone.ts';

const dials = ['+968 9123 4567', '24691234', '+44 (20) 7946-0958', '  +968 2469 1234  '];
const doesNot = [
  'call me',
  '<script>',
  '+',
  '12345',
  '(968) 9123',
  '+968 9123 4567 ext. 2',
  '1'.repeat(31),
  '+ 968 9123',
];

describe('the phone rule', () => {
  it('takes digits, spaces, brackets and dashes, a digit first after an optional +, at most 30 characters', () => {
    for (const number of dials) expect(isPhoneNumber(number), number).toBe(true);
    for (const number of doesNot) expect(isPhoneNumber(number), number).toBe(false);
  });

  it('is the same rule in the browser and in every schema that takes a phone number', () => {
    const application = (artist_mobile: string) =>
      applicationFields.shape.artist_mobile.safeParse(artist_mobile).success;
    const contact = (value: string) => contactBody.shape.phone.safeParse(value).success;
    for (const number of [...dials, ...doesNot]) {
      const expected = isPhoneNumber(number);
      expect(phone.safeParse(number).success, number).toBe(expected);
      expect(phoneOrEmpty.safeParse(number).success, number).toBe(expected);
      expect(application(number), number).toBe(expected);
      expect(contact(number), number).toBe(expected);
    }
    // The contact form's phone and a profile's may be left out; an application's mobile may not.
    expect(contact('')).toBe(true);
    expect(contact(undefined as unknown as string)).toBe(true);
    expect(application('')).toBe(false);
  });
});

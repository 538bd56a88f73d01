import { describe, expect, it } from 'vitest';
import { email } from './api/common.ts';
import { isEmailAddress } from './email-address.ts';

const good = ['salma@example.om', 'a.b+art@gallery.co.uk', 'x_y@sub.example.museum', ' laila@example.om '];
const bad = [
  '',
  'foo@bar.c',
  'no-at-sign.om',
  'two@@example.om',
  '.dot@example.om',
  'a..b@example.om',
  'a@b',
  'a b@example.om',
];

describe('the e-mail rule', () => {
  it.each(good)('takes %j, in the forms and in the schemas alike', (text) => {
    expect(isEmailAddress(text)).toBe(true);
    expect(email.safeParse(text).success).toBe(true);
  });

  it.each(bad)('refuses %j, in the forms and in the schemas alike', (text) => {
    expect(isEmailAddress(text)).toBe(false);
    expect(email.safeParse(text).success).toBe(false);
  });

  it('says an empty address is required, not that it is malformed', () => {
    expect(email.safeParse('  ').error?.issues[0]?.message).toBe('is required');
    expect(email.safeParse('foo@bar.c').error?.issues[0]?.message).toBe('must be a valid e-mail address');
  });
});

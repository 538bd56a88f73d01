import type { Executor } from '../../db/client.ts';
import { email as emailSchema } from '#shared/api/common.ts';
import { AppError } from '../../errors.ts';
import * as repo from './newsletter.repository.ts';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';

/** Subscribes an address (stored lower-cased); 'already' when it was subscribed before. */
export async function subscribe(db: Executor, address: string): Promise<'subscribed' | 'already'> {
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success) {
    throw new AppError('invalid', INVALID_EMAIL_MESSAGE, [
      { field: 'EMAIL', message: 'must be a valid e-mail address' },
    ]);
  }
  return (await repo.insertSubscriber(db, parsed.data)) ? 'subscribed' : 'already';
}

/** Whether an address is on the newsletter, as a column of another module's read (the customers list). */
export const onNewsletter = repo.onNewsletter;

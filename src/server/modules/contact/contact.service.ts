import type { Executor } from '../../db/client.ts';
import type { ContactBody } from '#shared/api/gallery.ts';
import * as repo from './contact.repository.ts';

/** Keeps a visitor's message for the staff to answer from the back office. */
export function receiveContactMessage(db: Executor, body: ContactBody): Promise<number> {
  return repo.insertContactMessage(db, {
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    subject: body.subject,
    message: body.message,
  });
}

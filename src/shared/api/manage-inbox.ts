import { z } from 'zod';
import { listSort } from './list-query.ts';
import { pageOf, paging, queryFlag, searchTerm } from './manage-fields.ts';

/**
 * Contact messages, newsletter subscribers and the mail outbox in the back office:
 * /admin/api/manage/messages, /subscribers and /outbox.
 */

export const messageSorts = ['created', 'name', 'subject'] as const;
/** GET /messages: newest first unless sorted otherwise; `search` looks in the name, e-mail, subject and text. */
export const messageListQuery = z
  .object({
    search: searchTerm,
    unread: queryFlag.optional(),
    ...listSort(messageSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const messageReadBody = z.object({ read: z.boolean({ error: 'must be true or false' }) }).strict();
export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactMessageAnswer = z.object({ result: contactMessage });
export const messagePageAnswer = pageOf(contactMessage).extend({ unread: z.number().int() });

export const subscriberSorts = ['created', 'email'] as const;
/** GET /subscribers: newest first unless sorted otherwise. */
export const subscriberListQuery = z
  .object({ search: searchTerm, ...listSort(subscriberSorts, { sort: 'created', order: 'desc' }), ...paging })
  .strict();
export const subscriber = z.object({ id: z.number().int(), email: z.string(), created_at: z.string() });
export const subscriberPageAnswer = pageOf(subscriber);

export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
export const outboxSorts = ['created', 'subject', 'to', 'status'] as const;
/** GET /outbox: newest first unless sorted otherwise; filtered by status and searched. */
export const outboxListQuery = z
  .object({
    /** Looks in the recipient and the subject. */
    search: searchTerm,
    status: z.enum(outboxStatuses, { error: `must be one of: ${outboxStatuses.join(', ')}` }).optional(),
    ...listSort(outboxSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const outboxMail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxPageAnswer = pageOf(outboxMail);
/** The mail itself: show `html` only in a sandboxed frame. */
export const outboxMailAnswer = z.object({ result: outboxMail.extend({ html: z.string(), text: z.string() }) });

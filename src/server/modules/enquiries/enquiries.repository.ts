import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';
import type { EnquiryReplyTable, EnquiryTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { EnquiryStatus, enquirySorts } from '#shared/api/manage-enquiries.ts';

export async function insertEnquiry(db: Executor, row: Insertable<EnquiryTable>): Promise<number> {
  const inserted = await db.insertInto('enquiry').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

const SORTS: SortColumns<(typeof enquirySorts)[number]> = {
  created: sql`created_at`,
  name: sql`lower(name)`,
};

/** One page of enquiries and how many match; `search` looks in the name, e-mail, the work's name and the text. */
export function listEnquiriesPage(
  db: Executor,
  options: { status?: EnquiryStatus; search?: string } & ListWindow<(typeof enquirySorts)[number]>,
) {
  let count = db.selectFrom('enquiry').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('enquiry').selectAll();
  if (options.status) {
    count = count.where('status', '=', options.status);
    query = query.where('status', '=', options.status);
  }
  if (options.search) {
    const filter = searchIn(['name', 'email', 'artwork_name', 'message'], options.search);
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, SORTS, sql`id`, options).execute());
}

export async function countOpenEnquiries(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('enquiry')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findEnquiryById(db: Executor, id: number) {
  return db.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enquiry's row, held until the transaction ends on PostgreSQL, so two answers are taken in turn. */
export function lockEnquiry(db: Executor, id: number) {
  const query = db.selectFrom('enquiry').selectAll().where('id', '=', id);
  return (isPostgres(db as unknown as Kysely<unknown>) ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateEnquiry(db: Executor, id: number, changes: Updateable<EnquiryTable>): Promise<void> {
  await db.updateTable('enquiry').set(changes).where('id', '=', id).execute();
}

export async function insertReply(db: Executor, row: Insertable<EnquiryReplyTable>): Promise<number> {
  const inserted = await db.insertInto('enquiry_reply').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function repliesOf(db: Executor, enquiryId: number) {
  return db
    .selectFrom('enquiry_reply')
    .selectAll()
    .where('enquiry_id', '=', enquiryId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

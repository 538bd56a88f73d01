import { sql, type Kysely } from 'kysely';

/**
 * Staff accounts can be disabled (`staff.disabled_at`, null while the account may sign in), and
 * every audit entry keeps the name and e-mail of the staff member who wrote it: removing an account
 * sets the entry's `staff_id` to null, and the log must still say who did what. Existing entries
 * take the names of the accounts that still exist.
 *
 * The audit log's list sorts by `created_at`; its index (`audit_log_created_idx`) came with 0006.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('disabled_at', 'text').execute();
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('audit_log').addColumn('staff_name', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('staff_email', 'text').execute();
  await sql`
    update audit_log
    set staff_name = (select staff.name from staff where staff.id = audit_log.staff_id),
        staff_email = (select staff.email from staff where staff.id = audit_log.staff_id)
    where staff_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('staff_email').execute();
  await db.schema.alterTable('audit_log').dropColumn('staff_name').execute();
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute();
}

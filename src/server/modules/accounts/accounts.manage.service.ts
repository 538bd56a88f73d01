import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';
import type { CustomerDetail, customerListQuery, ManagedCustomer } from '#shared/api/manage-customers.ts';
import type { StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { onNewsletter } from '../newsletter/newsletter.service.ts';
import { customerLanguage, customerOrderFigures, ordersOfCustomerForStaff } from '../orders/orders.manage.service.ts';
import { listAddresses, RESET_TTL_MS, sendResetLink } from './accounts.service.ts';
import * as repo from './accounts.repository.ts';

/**
 * The gallery's customer accounts for the back office: who they are, how to reach them, what they
 * bought. Read only: a customer's profile, addresses and password are theirs to change.
 */

type ListQuery = z.output<typeof customerListQuery>;
type FiguresRow = NonNullable<Awaited<ReturnType<typeof repo.customerWithFigures>>>;

/** The orders' and the newsletter's columns of a customer row, built by those modules. */
const companions: repo.CustomerCompanions = { orderFigures: customerOrderFigures, onNewsletter };

/** SQLite answers 0/1 for EXISTS, PostgreSQL true/false; sums come back as text from PostgreSQL. */
function customerOf(row: FiguresRow): ManagedCustomer {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    created_at: row.created_at,
    order_count: Number(row.order_count ?? 0),
    spent: Number(row.spent ?? 0),
    last_order_at: row.last_order_at ?? null,
    newsletter: row.newsletter === true || Number(row.newsletter) === 1,
  };
}

export async function listCustomersForStaff(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listCustomersPage(
    db,
    {
      search: query.search || undefined,
      ...windowOf(query),
    },
    companions,
  );
  return pageAnswer(query, rows.map(customerOf), total);
}

export async function customerForStaff(db: Executor, id: number): Promise<CustomerDetail> {
  const row = await repo.customerWithFigures(db, id, companions);
  if (!row) throw AppError.notFound('Customer');
  const [addresses, orders] = await Promise.all([listAddresses(db, id), ordersOfCustomerForStaff(db, id)]);
  return { ...customerOf(row), addresses, orders };
}

/**
 * E-mails the customer a link to choose a new password, for a customer who asks the gallery for
 * help signing in (staff never see or set a customer's password), in the language of their latest
 * order. Answers what the back office says.
 */
export async function sendPasswordResetForStaff(
  db: Db,
  mailer: Mailer,
  staff: StaffMember,
  publicUrl: string,
  id: number,
): Promise<string> {
  const customer = await repo.customerById(db, id);
  if (!customer) throw AppError.notFound('Customer');
  await sendResetLink(
    db,
    mailer,
    publicUrl,
    customer,
    (tx) =>
      recordAudit(tx, {
        staff,
        action: 'customer.password_reset',
        entity: 'customer',
        entityId: id,
        detail: `Sent ${customer.email} a link to reset the password`,
      }),
    await customerLanguage(db, id),
  );
  const hours = RESET_TTL_MS / 3_600_000;
  return `A link to choose a new password is on its way to ${customer.email}. It works for ${hours === 1 ? 'one hour' : `${hours} hours`}.`;
}

/** Every customer account, oldest first, for the customers' export (reports). */
export const customersForExport = repo.allCustomers;

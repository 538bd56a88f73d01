import { z } from 'zod';
import { address } from './accounts.ts';
import { listSort, paging } from './list-query.ts';
import { managedOrderRow } from './manage-orders.ts';

/**
 * The gallery's customers (shop accounts) in the back office: /admin/api/manage/customers/...
 * Owners and editors, who handle the orders those customers place. Read only: customers keep their
 * own profile, addresses and password from their account pages. Amounts are baisa.
 */

export const customerSorts = ['joined', 'name', 'email', 'orders', 'spent', 'last_order'] as const;
export const CUSTOMER_PAGE_SIZE = 25;

/** GET /customers: newest accounts first unless sorted otherwise. */
export const customerListQuery = z
  .object({
    /** Name, e-mail or phone, case-insensitive, anywhere in the text. */
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    ...listSort(customerSorts, { sort: 'joined', order: 'desc' }),
    ...paging(CUSTOMER_PAGE_SIZE),
  })
  .strict();
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const managedCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  /** When the account was opened. */
  created_at: z.string(),
  /** Orders placed while signed in to the account, cancelled ones included. */
  order_count: z.number().int(),
  /** Baisa over the orders not cancelled. */
  spent: z.number().int(),
  last_order_at: z.string().nullable(),
  /** Whether the account's e-mail address is on the newsletter. */
  newsletter: z.boolean(),
});
export type ManagedCustomer = z.infer<typeof managedCustomer>;

export const customerListAnswer = z.object({
  result: z.array(managedCustomer),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** GET /customers/:id: the account, its address book and its orders, newest first. */
export const customerDetail = managedCustomer.extend({
  addresses: z.array(address),
  orders: z.array(managedOrderRow),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
export const customerDetailAnswer = z.object({ result: customerDetail });

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDetail, ManagedCustomer } from '#shared/api/manage-customers.ts';
import type { ManagedOrderRow } from '#shared/api/manage-orders.ts';
import { editor, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const aisha: ManagedCustomer = {
  id: 7,
  email: 'aisha@example.om',
  first_name: 'Aisha',
  last_name: 'Al Balushi',
  full_name: 'Aisha Al Balushi',
  phone: '+968 9123 4567',
  created_at: '2026-03-02T10:00:00.000Z',
  order_count: 3,
  spent: 1_250_500,
  last_order_at: '2026-11-21T10:00:00.000Z',
  newsletter: true,
};

const khalid: ManagedCustomer = {
  id: 8,
  email: 'khalid@example.om',
  first_name: 'Khalid',
  last_name: 'Al Harthy',
  full_name: 'Khalid Al Harthy',
  phone: null,
  created_at: '2026-02-14T10:00:00.000Z',
  order_count: 0,
  spent: 0,
  last_order_at: null,
  newsletter: false,
};

const order = (overrides: Partial<ManagedOrderRow> = {}): ManagedOrderRow => ({
  order_id: 'Zk3p9Qw2Lr8sTn4Vb6Xy1A',
  order_no: 'BAF-2026-000042',
  created_at: '2026-11-21T10:00:00.000Z',
  customer_name: 'Aisha Al Balushi',
  email: 'aisha@example.om',
  country: 'OM',
  total: 160_650,
  payment_method: 'cod',
  status: 'confirmed',
  payment_status: 'paid',
  fulfilment_status: 'unfulfilled',
  item_count: 3,
  first_item: 'Frankincense Coast',
  ...overrides,
});

const detail: CustomerDetail = {
  ...aisha,
  addresses: [
    {
      id: 1,
      label: 'Home',
      full_name: 'Aisha Al Balushi',
      phone: '+968 9123 4567',
      is_default: true,
      country: 'OM',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      city: 'Al Khuwair',
      line1: 'Way 3021, House 14',
      line2: null,
      postal_code: '133',
    },
    {
      id: 2,
      label: null,
      full_name: 'Aisha at the office',
      phone: null,
      is_default: false,
      country: 'AE',
      governorate: null,
      wilayat: null,
      city: 'Dubai',
      line1: 'Office 1204, Tower B',
      line2: 'Business Bay',
      postal_code: null,
    },
  ],
  orders: [
    order(),
    order({
      order_id: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7O',
      order_no: 'BAF-2026-000031',
      created_at: '2026-10-05T10:00:00.000Z',
      total: 90_000,
      status: 'cancelled',
      payment_status: 'unpaid',
      item_count: 1,
      first_item: 'Salalah Rain',
    }),
  ],
};

/** The back office at `path` signed in as an editor; the customers API answers from `customers` and `detail`. */
function open(path: string) {
  const view = renderAdmin(path, (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
    const url = new URL(call.path, 'http://gallery.test');
    if (call.method === 'POST' && url.pathname === '/admin/api/manage/customers/7/password-reset')
      return {
        status: 200,
        body: { message: 'A link to choose a new password is on its way to aisha@example.om. It works for one hour.' },
      };
    if (call.method !== 'GET') return undefined;
    if (url.pathname === '/admin/api/manage/customers') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const result = [aisha, khalid].filter((c) => !search || c.email.includes(search));
      return { status: 200, body: { result, page: 1, per_page: 25, total: result.length } };
    }
    if (url.pathname === '/admin/api/manage/customers/7') return { status: 200, body: { result: detail } };
    if (url.pathname.startsWith('/admin/api/manage/customers/'))
      return { status: 404, body: { message: 'There is no customer with this id.', errors: [] } };
    return undefined;
  });
  cleanup = view.cleanup;
  const listCalls = () =>
    view.calls
      .filter((c) => new URL(c.path, 'http://x').pathname === '/admin/api/manage/customers')
      .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  return { ...view, listCalls };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the customers list', () => {
  it('is a section editors see, listing each customer with orders, money and dates', async () => {
    const view = open('/customers');
    const link = await screen.findByRole('link', { name: /Aisha Al Balushi/ });
    expect(link).toHaveAttribute('href', '/customers/7');
    expect(link).toHaveTextContent('aisha@example.om');
    expect(view.listCalls()[0]).toEqual({ sort: 'joined', order: 'desc', page: '1', per_page: '25' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: /^Customers/ })).toHaveAttribute('href', '/customers');

    const first = link.closest('tr')!;
    expect(first).toHaveTextContent('+968 9123 4567');
    expect(first).toHaveTextContent('OMR 1,250.500');
    expect(first).toHaveTextContent('21 Nov 2026');
    expect(first).toHaveTextContent('2 Mar 2026');
    expect(within(first).getByText('3')).toBeInTheDocument();

    const second = screen.getByRole('link', { name: /Khalid Al Harthy/ }).closest('tr')!;
    expect(second).toHaveTextContent('No orders yet');
    expect(second).toHaveTextContent('OMR 0.000');
    expect(second).toHaveTextContent('14 Feb 2026');
    expect(screen.getByText('2 customers')).toBeInTheDocument();
  });

  it('searches on the server as staff type, and says when nothing matches', async () => {
    const view = open('/customers');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Aisha Al Balushi/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), 'khalid');
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ search: 'khalid', page: '1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Aisha Al Balushi/ })).toBeNull());
    expect(screen.getByText('1 customer')).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('search')).toBe('khalid');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), 'nobody');
    expect(await screen.findByText('Nothing matches this search or filter.')).toBeInTheDocument();
  });

  it('sorts by a column header, first press largest first, through the API and the address', async () => {
    const view = open('/customers');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Aisha Al Balushi/ });
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Spent')).getByRole('button'));
    await waitFor(() => expect(header('Spent')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ sort: 'spent', order: 'desc' }));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('spent-desc');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
    await user.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));

    await user.click(within(header('Last order')).getByRole('button'));
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ sort: 'last_order', order: 'desc' }));
    await user.click(within(header('Orders')).getByRole('button'));
    await waitFor(() => expect(view.listCalls().at(-1)).toMatchObject({ sort: 'orders', order: 'desc' }));
  });

  it('opens a customer from their row', async () => {
    const view = open('/customers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Aisha Al Balushi/ }));
    expect(await screen.findByRole('heading', { name: 'Aisha Al Balushi', level: 1 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/customers/7');
  });
});

describe('one customer', () => {
  it('shows the contact details, the figures, the address book and the orders', async () => {
    open('/customers/7');
    expect(await screen.findByRole('heading', { name: 'Aisha Al Balushi', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
    expect(document.title).toContain('Aisha Al Balushi');

    expect(screen.getByRole('link', { name: 'aisha@example.om' })).toHaveAttribute('href', 'mailto:aisha@example.om');
    const phones = screen.getAllByRole('link', { name: '+968 9123 4567' });
    expect(phones[0]).toHaveAttribute('href', 'tel:+96891234567');
    expect(screen.getByText('Yes, subscribed')).toBeInTheDocument();
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('OMR 1,250.500')).toBeInTheDocument();

    const home = screen.getByText('Way 3021, House 14').closest('li')!;
    expect(home).toHaveTextContent('Home');
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(home).toHaveTextContent('Al Khuwair, Bawshar');
    expect(home).toHaveTextContent('Muscat 133');
    expect(home).toHaveTextContent('Oman');
    const office = screen.getByText('Office 1204, Tower B').closest('li')!;
    expect(office).toHaveTextContent('Business Bay');
    expect(office).toHaveTextContent('United Arab Emirates');
    expect(within(office).queryByText('Default')).toBeNull();

    const latest = screen.getByRole('link', { name: 'Open order BAF-2026-000042' });
    expect(latest).toHaveAttribute('href', '/orders/BAF-2026-000042');
    const row = latest.closest('tr')!;
    expect(row).toHaveTextContent('OMR 160.650');
    expect(row).toHaveTextContent('Frankincense Coast and 2 more');
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const cancelled = screen.getByRole('link', { name: 'Open order BAF-2026-000031' }).closest('tr')!;
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Salalah Rain');
    expect(cancelled).not.toHaveTextContent('more');
  });

  it('says so when the customer does not exist, with the way back to the list', async () => {
    open('/customers/999');
    expect(await screen.findByRole('heading', { name: 'This customer does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/customers');
  });

  it('e-mails the customer a password reset link once staff confirm, and says it went', async () => {
    const view = open('/customers/7');
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Send a password reset' });
    // Cancelled, the focus goes back to the button that asked.
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Aisha Al Balushi a password reset link?' });
    expect(dialog).toHaveTextContent('aisha@example.om receives a link to choose a new password, valid for one hour.');
    expect(view.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        'A link to choose a new password is on its way to aisha@example.om. It works for one hour.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/admin/api/manage/customers/7/password-reset',
    ]);
  });
});

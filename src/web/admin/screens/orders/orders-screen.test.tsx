import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedOrderRow, OrderListAnswer } from '#shared/api/manage-orders.ts';
import { editor, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const row = (n: number, overrides: Partial<ManagedOrderRow> = {}): ManagedOrderRow => ({
  order_id: `public-id-${n}-xxxxxxxxxxxx`,
  order_no: `BAF-2026-${String(n).padStart(6, '0')}`,
  created_at: '2026-11-21T07:30:00.000Z',
  customer_name: `Customer ${n}`,
  email: `c${n}@example.om`,
  country: 'OM',
  total: 160_650,
  payment_method: 'cod',
  status: 'placed',
  payment_status: 'unpaid',
  fulfilment_status: 'unfulfilled',
  item_count: 3,
  first_item: 'Frankincense Coast',
  ...overrides,
});

function serve(answer: (query: URLSearchParams) => OrderListAnswer) {
  return (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
    const url = new URL(call.path, 'http://gallery.test');
    if (url.pathname === '/admin/api/manage/orders') return { status: 200, body: answer(url.searchParams) };
    return undefined;
  };
}

const counts = { all: 60, placed: 30, confirmed: 10, completed: 15, cancelled: 5 };
const listCalls = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path.startsWith('/admin/api/manage/orders'))
    .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('the orders list', () => {
  it('shows each order with its number, customer, artworks, total and state badges', async () => {
    const view = renderAdmin(
      '/orders',
      serve(() => ({
        result: [row(2, { status: 'confirmed', payment_status: 'paid' }), row(1)],
        page: 1,
        per_page: 25,
        total: 2,
        counts,
      })),
    );
    cleanup = view.cleanup;
    const link = await screen.findByRole('link', { name: 'Open order BAF-2026-000002' });
    expect(link).toHaveAttribute('href', '/orders/BAF-2026-000002');
    const first = link.closest('tr')!;
    expect(first).toHaveTextContent('Customer 2');
    expect(first).toHaveTextContent('Frankincense Coast and 2 more');
    expect(first).toHaveTextContent('OMR 160.650');
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('Not shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Placed 30' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All 60' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches, filters and pages through the API, keeping the state in the address', async () => {
    const view = renderAdmin(
      '/orders',
      serve((q) => ({
        result: [row(Number(q.get('page') ?? 1))],
        page: Number(q.get('page') ?? 1),
        per_page: 25,
        total: 60,
        counts,
      })),
    );
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Open order BAF-2026-000001' });
    expect(listCalls(view.calls).at(-1)).toEqual({ sort: 'created', order: 'desc', page: '1', per_page: '25' });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'aisha@example.om');
    await waitFor(() => expect(listCalls(view.calls).at(-1)).toMatchObject({ search: 'aisha@example.om' }));

    await user.click(screen.getByRole('button', { name: 'Cancelled 5' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'total:desc');
    await waitFor(() =>
      expect(listCalls(view.calls).at(-1)).toEqual({
        search: 'aisha@example.om',
        status: 'cancelled',
        payment_status: 'paid',
        sort: 'total',
        order: 'desc',
        page: '1',
        per_page: '25',
      }),
    );
    expect(view.router.state.location.search).toContain('status=cancelled');

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Open order BAF-2026-000002' })).toBeInTheDocument();
    expect(screen.getByText('26–26 of 60')).toBeInTheDocument();
    expect(listCalls(view.calls).at(-1)).toMatchObject({ page: '2', status: 'cancelled' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(listCalls(view.calls).at(-1)).toEqual({
        status: 'cancelled',
        sort: 'total',
        order: 'desc',
        page: '1',
        per_page: '25',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('says when the shop has no orders yet', async () => {
    const view = renderAdmin(
      '/orders',
      serve(() => ({ result: [], page: 1, per_page: 25, total: 0, counts: { ...counts, all: 0 } })),
    );
    cleanup = view.cleanup;
    expect(await screen.findByText('No orders yet. Orders placed on the storefront appear here.')).toBeInTheDocument();
  });

  it('says when a search found nothing', async () => {
    const view = renderAdmin(
      '/orders?q=nobody',
      serve(() => ({ result: [], page: 1, per_page: 25, total: 0, counts })),
    );
    cleanup = view.cleanup;
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('lists the overdue reservations with a cancel action on each row', async () => {
    let cancelled = '';
    const view = renderAdmin('/orders', (call) => {
      if (call.method === 'POST' && call.path.endsWith('/cancel')) {
        cancelled = call.path;
        return { status: 200, body: { result: {} } };
      }
      return serve((q) => ({
        result: q.get('overdue') === 'true' ? [row(7)] : [row(8), row(7)],
        page: 1,
        per_page: 25,
        total: q.get('overdue') === 'true' ? 1 : 2,
        counts,
      }))(call);
    });
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Open order BAF-2026-000008' });
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Overdue reservations only' }));
    await waitFor(() => expect(listCalls(view.calls).at(-1)).toMatchObject({ overdue: 'true' }));
    expect(view.router.state.location.search).toContain('overdue=true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open order BAF-2026-000008' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel order BAF-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order BAF-2026-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Order BAF-2026-000007 has been cancelled; its artworks are for sale again.'),
    ).toBeInTheDocument();
    expect(cancelled).toBe('/admin/api/manage/orders/BAF-2026-000007/cancel');
  });
});

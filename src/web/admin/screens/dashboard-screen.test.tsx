import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '#shared/api/manage-orders.ts';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const figures: DashboardFigures = {
  orders: {
    by_status: { placed: 3, confirmed: 2, completed: 10, cancelled: 1 },
    by_payment: { unpaid: 5, paid: 10, refunded: 1 },
    by_fulfilment: { unfulfilled: 5, shipped: 1, delivered: 10 },
    open: 5,
    to_ship: 2,
  },
  revenue: {
    month_start: '2026-11-01',
    this_month: 1_250_500,
    orders_this_month: 4,
    refunded_this_month: 0,
    awaiting_payment: { orders: 5, total: 420_000 },
  },
  overdue_reservations: { orders: 2, total: 150_000, days: 7 },
  new_applications: 7,
  unread_messages: 2,
  artworks: { for_sale: 41, sold: 12 },
  recent_orders: [
    {
      order_id: 'public-id-1-xxxxxxxxxxxx',
      order_no: 'BAF-2026-000016',
      created_at: '2026-11-21T07:30:00.000Z',
      customer_name: 'Aisha Al Balushi',
      email: 'aisha@example.om',
      country: 'OM',
      total: 315_000,
      payment_method: 'bank_transfer',
      status: 'placed',
      payment_status: 'unpaid',
      fulfilment_status: 'unfulfilled',
      item_count: 1,
      first_item: 'Frankincense Coast',
    },
  ],
};

const serve = (call: FakeCall) => {
  if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
  if (call.path === '/admin/api/manage/dashboard') return { status: 200, body: { result: figures } };
  return undefined;
};

describe('the dashboard', () => {
  it('shows the day’s figures, each leading to its section, and the recent orders', async () => {
    const view = renderAdmin('/', serve);
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Welcome, Maryam' })).toBeInTheDocument();
    const open = await screen.findByRole('link', { name: /^Open orders/ });
    expect(open).toHaveTextContent('Open orders52 confirmed, waiting to ship');
    expect(open).toHaveAttribute('href', '/orders');
    const revenue = screen.getByRole('link', { name: /^Revenue this month/ });
    expect(revenue).toHaveTextContent('OMR 1,250.500');
    expect(revenue).toHaveTextContent('4 orders in November 2026');
    expect(revenue).toHaveAttribute('href', '/orders?from=2026-11-01');
    const overdue = screen.getByRole('link', { name: /^Overdue reservations/ });
    expect(overdue).toHaveTextContent('Overdue reservations2Unpaid for more than 7 days: chase or cancel');
    expect(overdue).toHaveAttribute('href', '/orders?overdue=true');
    expect(screen.getByRole('link', { name: /^New applications/ })).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: /^Unread messages/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /^Artworks for sale/ })).toHaveTextContent('41');
    expect(screen.getByRole('link', { name: /^Artworks sold/ })).toHaveTextContent('12');

    const states = screen.getByRole('region', { name: 'Orders by state' });
    expect(within(states).getByRole('link', { name: 'Completed' }).closest('div')).toHaveTextContent('Completed10');
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(recent).getByRole('link', { name: 'Open order BAF-2026-000016' })).toHaveAttribute(
      'href',
      '/orders/BAF-2026-000016',
    );
    expect(recent).toHaveTextContent('Aisha Al Balushi');
    expect(recent).toHaveTextContent('OMR 315.000');
  });

  it('keeps the rest of the page when the figures cannot be loaded', async () => {
    const view = renderAdmin('/', (call) =>
      call.path === '/admin/api/manage/dashboard'
        ? { status: 500, body: { message: 'Something went wrong.', errors: [] } }
        : serve(call),
    );
    cleanup = view.cleanup;
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Maryam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your back office' })).toBeInTheDocument();
  });
});

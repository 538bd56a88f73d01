import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesReport } from '#shared/api/manage-reports.ts';
import { editor, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const report: SalesReport = {
  from: '2026-11',
  to: '2026-12',
  months: [
    { month: '2026-11', orders: 2, revenue: 400_000, refunded: 0, works_sold: 3, average_price: 126_667 },
    { month: '2026-12', orders: 1, revenue: 269_500, refunded: 45_500, works_sold: 1, average_price: 300_000 },
  ],
  artists: [
    {
      artist_id: 4,
      artist_name: 'Khalid Al Harthy',
      sales: 300_000,
      revenue: 256_667,
      refunded: 43_333,
      works_sold: 1,
      average_price: 300_000,
    },
    {
      artist_id: null,
      artist_name: '',
      sales: 380_000,
      revenue: 380_000,
      refunded: 0,
      works_sold: 3,
      average_price: 126_667,
    },
  ],
  totals: { orders: 3, revenue: 669_500, refunded: 45_500, works_sold: 4, average_price: 170_000 },
};

const reportCalls = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path.startsWith('/admin/api/manage/reports/sales'))
    .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('the reports screen', () => {
  it('shows sales by month with their total, by artist, and links the CSV exports', async () => {
    const view = renderAdmin('/reports', (call) => {
      if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
      if (call.path.startsWith('/admin/api/manage/reports/sales')) return { status: 200, body: { result: report } };
      return undefined;
    });
    cleanup = view.cleanup;
    const byMonth = await screen.findByRole('region', { name: 'Sales by month' }, { timeout: 10_000 });
    const december = within(byMonth).getByRole('row', { name: /December 2026/ });
    expect(december).toHaveTextContent('December 2026');
    expect(december).toHaveTextContent('OMR 269.500');
    expect(december).toHaveTextContent('OMR 45.500');
    expect(within(byMonth).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Total34OMR 170.000OMR 45.500OMR 669.500',
    );
    const byArtist = screen.getByRole('region', { name: 'Sales by artist' });
    expect(within(byArtist).getByRole('row', { name: /Khalid Al Harthy/ })).toHaveTextContent('OMR 256.667');
    expect(within(byArtist).getByRole('row', { name: /No artist/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders (CSV)' })).toHaveAttribute(
      'href',
      '/admin/api/manage/reports/orders.csv',
    );
    expect(screen.getByRole('link', { name: 'Customers (CSV)' })).toHaveAttribute(
      'href',
      '/admin/api/manage/reports/customers.csv',
    );

    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-01' } });
    await waitFor(() => expect(reportCalls(view.calls).at(-1)).toEqual({ from: '2026-01' }));
  });
});

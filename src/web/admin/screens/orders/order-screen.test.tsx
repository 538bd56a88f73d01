import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { allowedChanges, type OrderStates } from '#shared/order-states.ts';
import { editor, renderAdmin, type FakeCall } from '../../test-utils.tsx';
import { testOrder } from './test-order.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const ORDER = '/admin/api/manage/orders/BAF-2026-000042';

/** A fake server holding one order; PATCH and cancel move it as the real rules would. */
function serve(initial: ManagedOrder, refuse?: { status: number; body: unknown }) {
  let order = initial;
  const moveTo = (states: Partial<OrderStates>) => {
    const next = { ...order, ...states };
    order = { ...next, allowed: allowedChanges(next) };
  };
  return (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: editor } };
    if (call.method === 'GET' && call.path === ORDER) return { status: 200, body: { result: order } };
    if (call.method === 'PATCH' && call.path === `${ORDER}/status`) {
      if (refuse) return refuse;
      moveTo(call.body as Partial<OrderStates>);
      return { status: 200, body: { result: order } };
    }
    if (call.method === 'POST' && call.path === `${ORDER}/cancel`) {
      moveTo({ status: 'cancelled' });
      order = { ...order, stock_returned: true };
      return { status: 200, body: { result: order } };
    }
    return undefined;
  };
}

describe('an order in the back office', () => {
  it('shows the customer, the address, the artworks with their images and the totals in OMR', async () => {
    const view = renderAdmin('/orders/BAF-2026-000042', serve(testOrder({}, { notes: 'Please call first.' })));
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Order BAF-2026-000042' })).toBeInTheDocument();
    const artworks = screen.getByRole('region', { name: 'Artworks' });
    expect(within(artworks).getByRole('link', { name: 'Frankincense Coast' })).toHaveAttribute(
      'href',
      '/arts/frankincense-coast',
    );
    expect(artworks.querySelector('img')).toHaveAttribute('src', '/media/abc-320.webp');
    expect(artworks).toHaveTextContent('Oil on linen · 90 × 60 cm');
    expect(artworks).toHaveTextContent('Sub totalOMR 150.000');
    expect(artworks).toHaveTextContent('ShippingOMR 3.000');
    expect(artworks).toHaveTextContent('VAT 5%OMR 7.650');
    expect(artworks).toHaveTextContent('TotalOMR 160.650');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'Aisha Al Balushiaisha@example.om+968 9123 4567Guest checkout',
    );
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Way 3021, House 14');
    expect(screen.getByRole('region', { name: 'Customer’s note' })).toHaveTextContent('Please call first.');
    expect(screen.getByRole('link', { name: 'Print invoice' })).toHaveAttribute(
      'href',
      '/admin/api/manage/orders/BAF-2026-000042/invoice',
    );
  });

  it('moves the order one allowed step at a time and shows its new state', async () => {
    const view = renderAdmin('/orders/BAF-2026-000042', serve(testOrder()));
    cleanup = view.cleanup;
    const user = userEvent.setup();
    const progress = await screen.findByRole('region', { name: 'Progress' });
    await user.click(within(progress).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('The order has been updated.')).toBeInTheDocument();
    expect(view.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `${ORDER}/status`,
      body: { status: 'confirmed' },
    });
    await user.click(await within(progress).findByRole('button', { name: 'Mark shipped' }));
    // Wait for the shipped state itself: a confirmed order already offers "Mark delivered" (it
    // may skip shipping), and "Mark shipped" reads "Saving…" while the step is sent.
    expect(await within(progress).findByTitle('Delivery: Shipped')).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    expect(view.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { status: 'confirmed' },
      { fulfilment_status: 'shipped' },
    ]);
    // Shipped: the artwork has left, so cancelling is no longer offered.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows the server’s refusal when a step is no longer allowed', async () => {
    const refusal = {
      status: 409,
      body: {
        message: 'A cancelled order cannot be marked paid.',
        errors: [{ field: 'payment_status', message: 'A cancelled order cannot be marked paid.' }],
      },
    };
    const view = renderAdmin('/orders/BAF-2026-000042', serve(testOrder(), refusal));
    cleanup = view.cleanup;
    const progress = await screen.findByRole('region', { name: 'Progress' });
    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Mark paid' }));
    expect(await within(progress).findByRole('alert')).toHaveTextContent('A cancelled order cannot be marked paid.');
  });

  it('cancels only after confirmation, then says the artworks are for sale again', async () => {
    const view = renderAdmin('/orders/BAF-2026-000042', serve(testOrder()));
    cleanup = view.cleanup;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order BAF-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel order BAF-2026-000042?' });
    expect(dialog).toHaveTextContent('go back on sale');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Order BAF-2026-000042 has been cancelled; its artworks are for sale again.'),
    ).toBeInTheDocument();
    expect(view.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${ORDER}/cancel`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    // Said once: the standing note about the stock waits until the notice goes.
    expect(screen.queryByText('The artworks of this order are back on sale.')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Progress' })).queryAllByRole('button')).toEqual([]);
  });

  it('links a registered customer’s order to their account', async () => {
    const order = testOrder();
    const view = renderAdmin(
      '/orders/BAF-2026-000042',
      serve({ ...order, customer: { ...order.customer, customer_id: 12 } }),
    );
    cleanup = view.cleanup;
    expect(await screen.findByRole('link', { name: 'Registered customer: see the account' })).toHaveAttribute(
      'href',
      '/customers/12',
    );
  });

  it('says so when there is no such order', async () => {
    const view = renderAdmin('/orders/BAF-1999-000001', (call) =>
      call.path === '/admin/api/manage/session'
        ? { status: 200, body: { result: editor } }
        : { status: 404, body: { message: 'Order not found', errors: [] } },
    );
    cleanup = view.cleanup;
    expect(await screen.findByText('There is no order with this number.')).toBeInTheDocument();
  });

  it('ships with a carrier and tracking number, then records a partial refund, showing both on the timeline', async () => {
    let order = testOrder({ status: 'confirmed', payment_status: 'paid' });
    order = {
      ...order,
      timeline: { ...order.timeline, confirmed_at: '2026-11-22T07:00:00.000Z', paid_at: '2026-11-22T08:00:00.000Z' },
    };
    const sent: FakeCall[] = [];
    const view = renderAdmin('/orders/BAF-2026-000042', (call) => {
      if (call.method === 'POST' && call.path === `${ORDER}/ship`) {
        sent.push(call);
        const body = call.body as { carrier: string; tracking_number: string };
        order = {
          ...order,
          fulfilment_status: 'shipped',
          allowed: allowedChanges({ ...order, fulfilment_status: 'shipped' }),
          timeline: {
            ...order.timeline,
            shipped_at: '2026-11-23T07:00:00.000Z',
            carrier: body.carrier,
            tracking_number: body.tracking_number,
            tracking_url: `https://www.dhl.com/om-en/home/tracking.html?tracking-id=${body.tracking_number}`,
          },
        };
        return { status: 200, body: { result: order } };
      }
      if (call.method === 'POST' && call.path === `${ORDER}/refund`) {
        sent.push(call);
        const body = call.body as { amount: number; reason: string };
        order = {
          ...order,
          timeline: {
            ...order.timeline,
            refunded_total: body.amount,
            refunds: [{ ...body, staff_name: 'Huda', created_at: '2026-11-24T07:00:00.000Z' }],
          },
        };
        return { status: 200, body: { result: order } };
      }
      if (call.method === 'GET' && call.path === ORDER) return { status: 200, body: { result: order } };
      return serve(order)(call);
    });
    cleanup = view.cleanup;
    const user = userEvent.setup();
    const shipCard = await screen.findByRole('region', { name: 'Ship' });
    // Nothing typed: each field says so beside it, nothing is sent.
    await user.click(within(shipCard).getByRole('button', { name: 'Mark shipped and tell the collector' }));
    expect(await within(shipCard).findByRole('textbox', { name: /^Tracking number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
    await user.type(within(shipCard).getByRole('combobox', { name: /^Carrier/ }), 'DHL');
    await user.type(within(shipCard).getByRole('textbox', { name: /^Tracking number/ }), '1234567890');
    await user.click(within(shipCard).getByRole('button', { name: 'Mark shipped and tell the collector' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ carrier: 'DHL', tracking_number: '1234567890' });
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByRole('link', { name: '1234567890' })).toHaveAttribute(
      'href',
      'https://www.dhl.com/om-en/home/tracking.html?tracking-id=1234567890',
    );
    expect(screen.queryByRole('region', { name: 'Ship' })).toBeNull();

    const refundCard = screen.getByRole('region', { name: 'Refund' });
    expect(refundCard).toHaveTextContent('Paid and not yet refunded: OMR 160.650');
    const amount = within(refundCard).getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, 'forty');
    await user.type(within(refundCard).getByRole('textbox', { name: /^Reason/ }), 'Frame damaged');
    await user.click(within(refundCard).getByRole('button', { name: 'Record the refund' }));
    expect(amount).toHaveAccessibleDescription(/Enter an amount in rials/);
    expect(sent).toHaveLength(1);
    await user.clear(amount);
    await user.type(amount, '45.5');
    await user.click(within(refundCard).getByRole('button', { name: 'Record the refund' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ amount: 45_500, reason: 'Frame damaged' });
    expect(await within(timeline).findByText('Refunded · OMR 45.500')).toBeInTheDocument();
    expect(within(timeline).getByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute(
      'href',
      '/admin/api/manage/orders/BAF-2026-000042/invoice.pdf',
    );
  });
});

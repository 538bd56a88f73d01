import { describe, expect, it } from 'vitest';
import { allowedChanges, stateRefusal, type OrderStates } from './order-states.ts';

const placed: OrderStates = { status: 'placed', payment_status: 'unpaid', fulfilment_status: 'unfulfilled' };
const at = (changes: Partial<OrderStates>): OrderStates => ({ ...placed, ...changes });

describe('order state steps', () => {
  it('offers a new order confirming, cancelling and marking paid, nothing more', () => {
    expect(allowedChanges(placed)).toEqual({
      status: ['confirmed', 'cancelled'],
      payment_status: ['paid'],
      fulfilment_status: [],
      cancel: true,
    });
  });

  it('ships or hands over only a confirmed order, and completes it once delivered and paid', () => {
    const confirmed = at({ status: 'confirmed' });
    expect(allowedChanges(confirmed).fulfilment_status).toEqual(['shipped', 'delivered']);
    expect(allowedChanges(at({ status: 'confirmed', fulfilment_status: 'delivered' })).status).toEqual([]);
    expect(
      allowedChanges(at({ status: 'confirmed', fulfilment_status: 'delivered', payment_status: 'paid' })).status,
    ).toEqual(['completed']);
    expect(stateRefusal(placed, { fulfilment_status: 'shipped' })?.field).toBe('fulfilment_status');
    // Judged against where the whole change leads.
    expect(
      stateRefusal(placed, { status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' }),
    ).toBeNull();
    expect(stateRefusal(placed, { status: 'completed', fulfilment_status: 'delivered' })).toMatchObject({
      field: 'status',
      message: expect.stringMatching(/paid/),
    });
  });

  it('refunds only what was paid, and never marks a cancelled order paid', () => {
    expect(stateRefusal(placed, { payment_status: 'refunded' })).toMatchObject({
      field: 'payment_status',
      message: 'Only a paid order can be refunded.',
    });
    expect(stateRefusal(at({ status: 'cancelled' }), { payment_status: 'paid' })?.field).toBe('payment_status');
    expect(
      stateRefusal(at({ status: 'cancelled', payment_status: 'paid' }), { payment_status: 'refunded' }),
    ).toBeNull();
    expect(stateRefusal(at({ payment_status: 'paid' }), { payment_status: 'unpaid' })?.field).toBe('payment_status');
  });

  it('keeps cancelled and completed orders final, and a shipped one uncancellable', () => {
    expect(allowedChanges(at({ status: 'cancelled' }))).toEqual({
      status: [],
      payment_status: [],
      fulfilment_status: [],
      cancel: false,
    });
    const completed = at({ status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' });
    expect(allowedChanges(completed)).toEqual({
      status: [],
      payment_status: ['refunded'],
      fulfilment_status: [],
      cancel: false,
    });
    const shipped = at({ status: 'confirmed', fulfilment_status: 'shipped' });
    expect(allowedChanges(shipped).cancel).toBe(false);
    expect(stateRefusal(shipped, { status: 'cancelled' })).toMatchObject({ field: 'status' });
    expect(stateRefusal(shipped, { fulfilment_status: 'unfulfilled' })).toMatchObject({ field: 'fulfilment_status' });
  });

  it('sees a field sent with its current value as no change', () => {
    expect(stateRefusal(at({ status: 'cancelled' }), { status: 'cancelled' })).toBeNull();
  });
});

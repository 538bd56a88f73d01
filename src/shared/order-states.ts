/**
 * The three states of an order and the steps staff may take between them (back office). Shared
 * so that the server enforces exactly what the back office offers as buttons.
 *
 * - status: placed → confirmed → completed; placed or confirmed → cancelled. Completed and
 *   cancelled are final.
 * - payment_status: unpaid → paid → refunded. Refunded is final; a cancelled order is never
 *   marked paid (but a paid one can be refunded).
 * - fulfilment_status: unfulfilled → shipped → delivered, or unfulfilled → delivered (collected at
 *   the gallery). Only a confirmed order is shipped or delivered; never a cancelled one.
 * - An order is completed only once it is delivered and paid; a shipped or delivered order cannot
 *   be cancelled (the artwork has left the gallery).
 *
 * A change is judged against the state it leads to, so one request may confirm, deliver and
 * complete together. A field sent with its current value changes nothing.
 */
export const orderStatuses = ['placed', 'confirmed', 'completed', 'cancelled'] as const;
export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export const fulfilmentStatuses = ['unfulfilled', 'shipped', 'delivered'] as const;
export const orderPaymentMethods = ['cod', 'bank_transfer'] as const;

export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** How the back office words each state: its badges and filters, and the order's history. */
export const orderStateWords = {
  status: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } satisfies Record<OrderStatus, string>,
  payment_status: { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' } satisfies Record<PaymentStatus, string>,
  fulfilment_status: { unfulfilled: 'Not shipped', shipped: 'Shipped', delivered: 'Delivered' } satisfies Record<
    FulfilmentStatus,
    string
  >,
};

export interface OrderStates {
  status: OrderStatus;
  payment_status: PaymentStatus;
  fulfilment_status: FulfilmentStatus;
}
export type OrderStateField = keyof OrderStates;
export type OrderStateChange = Partial<OrderStates>;

export interface StateRefusal {
  field: OrderStateField;
  message: string;
}

const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
const NEXT_PAYMENT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid'],
  paid: ['refunded'],
  refunded: [],
};
const NEXT_FULFILMENT: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  unfulfilled: ['shipped', 'delivered'],
  shipped: ['delivered'],
  delivered: [],
};

const refuse = (field: OrderStateField, message: string): StateRefusal => ({ field, message });

/** The fields of `change` that differ from `current`. */
export function changedFields(current: OrderStates, change: OrderStateChange): OrderStateChange {
  const out: OrderStateChange = {};
  if (change.status !== undefined && change.status !== current.status) out.status = change.status;
  if (change.payment_status !== undefined && change.payment_status !== current.payment_status)
    out.payment_status = change.payment_status;
  if (change.fulfilment_status !== undefined && change.fulfilment_status !== current.fulfilment_status) {
    out.fulfilment_status = change.fulfilment_status;
  }
  return out;
}

/** Why `change` cannot be made to an order in `current`, or null when it can. */
export function stateRefusal(current: OrderStates, change: OrderStateChange): StateRefusal | null {
  const diff = changedFields(current, change);
  const next: OrderStates = { ...current, ...diff };

  if (diff.status) {
    if (current.status === 'cancelled')
      return refuse('status', 'A cancelled order is final: its status cannot change.');
    if (current.status === 'completed')
      return refuse('status', 'A completed order is final: its status cannot change.');
    if (!NEXT_STATUS[current.status].includes(diff.status)) {
      return refuse('status', `An order cannot go back from ${current.status} to ${diff.status}.`);
    }
  }

  if (diff.payment_status) {
    if (current.payment_status === 'refunded')
      return refuse('payment_status', 'A refunded order is final: its payment cannot change.');
    if (diff.payment_status === 'refunded' && current.payment_status !== 'paid') {
      return refuse('payment_status', 'Only a paid order can be refunded.');
    }
    if (diff.payment_status === 'unpaid') {
      return refuse('payment_status', `A payment marked ${current.payment_status} cannot be marked unpaid again.`);
    }
    if (diff.payment_status === 'paid' && next.status === 'cancelled') {
      return refuse('payment_status', 'A cancelled order cannot be marked paid.');
    }
    if (!NEXT_PAYMENT[current.payment_status].includes(diff.payment_status)) {
      return refuse('payment_status', `A payment cannot go from ${current.payment_status} to ${diff.payment_status}.`);
    }
  }

  if (diff.fulfilment_status) {
    if (next.status === 'cancelled')
      return refuse('fulfilment_status', 'A cancelled order cannot be shipped or delivered.');
    if (current.status === 'completed')
      return refuse('fulfilment_status', 'A completed order is final: its delivery cannot change.');
    if (!NEXT_FULFILMENT[current.fulfilment_status].includes(diff.fulfilment_status)) {
      return refuse(
        'fulfilment_status',
        `A delivery cannot go back from ${current.fulfilment_status} to ${diff.fulfilment_status}.`,
      );
    }
    if (next.status === 'placed') {
      return refuse('fulfilment_status', `Confirm the order before marking it ${diff.fulfilment_status}.`);
    }
  }

  if (diff.status === 'completed') {
    if (next.fulfilment_status !== 'delivered')
      return refuse('status', 'An order can be completed only once it is delivered.');
    if (next.payment_status !== 'paid') return refuse('status', 'An order can be completed only once it is paid.');
  }
  if (diff.status === 'cancelled' && next.fulfilment_status !== 'unfulfilled') {
    return refuse('status', `A ${next.fulfilment_status} order cannot be cancelled: the artwork has left the gallery.`);
  }
  return null;
}

export interface AllowedChanges {
  status: OrderStatus[];
  payment_status: PaymentStatus[];
  fulfilment_status: FulfilmentStatus[];
  /** Whether the order can be cancelled now (its stock then returns). */
  cancel: boolean;
}

/** The single steps open from `current`, one field at a time: what the back office offers as buttons. */
export function allowedChanges(current: OrderStates): AllowedChanges {
  const open = <F extends OrderStateField>(field: F, values: readonly OrderStates[F][]) =>
    values.filter((v) => v !== current[field] && stateRefusal(current, { [field]: v }) === null);
  const status = open('status', orderStatuses);
  return {
    status,
    payment_status: open('payment_status', paymentStatuses),
    fulfilment_status: open('fulfilment_status', fulfilmentStatuses),
    cancel: status.includes('cancelled'),
  };
}

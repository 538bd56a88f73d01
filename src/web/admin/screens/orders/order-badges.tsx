import { formatRials } from '#shared/money.ts';
import type {
  FulfilmentStatus,
  OrderStateField,
  OrderStates,
  OrderStatus,
  PaymentStatus,
} from '#shared/order-states.ts';
import { adminLanguage, t, textIfAny } from '../../lib/i18n.ts';

type Tone = 'attention' | 'progress' | 'done' | 'stopped' | 'quiet';

const TONES: {
  status: Record<OrderStatus, Tone>;
  payment_status: Record<PaymentStatus, Tone>;
  fulfilment_status: Record<FulfilmentStatus, Tone>;
} = {
  status: { placed: 'attention', confirmed: 'progress', completed: 'done', cancelled: 'stopped' },
  payment_status: { unpaid: 'quiet', paid: 'done', refunded: 'stopped' },
  fulfilment_status: { unfulfilled: 'quiet', shipped: 'progress', delivered: 'done' },
};

/** One of an order's three states as a coloured badge; the field's name is read out too. */
export function StateBadge<F extends OrderStateField>({ field, value }: { field: F; value: OrderStates[F] }) {
  const label = textIfAny(`orders.states.${field}.${value}`) ?? value;
  const tone = (TONES[field] as Record<string, Tone>)[value] ?? 'quiet';
  return (
    <span
      className={`adm-badge ord-badge ord-badge--${tone}`}
      data-state={value}
      title={`${t(`orders.controls.fields.${field}`)}: ${label}`}
    >
      <span className="adm-visually-hidden">{t(`orders.controls.fields.${field}`)}: </span>
      {label}
    </span>
  );
}

/** The three states side by side (lists and the order's header). */
export function StateBadges({ order }: { order: OrderStates }) {
  return (
    <span className="ord-badges">
      <StateBadge field="status" value={order.status} />
      <StateBadge field="payment_status" value={order.payment_status} />
      <StateBadge field="fulfilment_status" value={order.fulfilment_status} />
    </span>
  );
}

/** Baisa as staff read an amount: 'OMR 1,250.500' (orders are charged in rials, 3 decimals). */
export function omr(baisa: number): string {
  return formatRials(baisa, adminLanguage());
}

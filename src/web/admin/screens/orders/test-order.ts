import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { placedTimeline } from '#shared/api/order-after-sale.ts';
import { allowedChanges, type OrderStates } from '#shared/order-states.ts';

/** An order as GET /orders/:id answers it, in the given states, for the screens' tests. */
export function testOrder(states: Partial<OrderStates> = {}, overrides: Partial<ManagedOrder> = {}): ManagedOrder {
  const current: OrderStates = {
    status: 'placed',
    payment_status: 'unpaid',
    fulfilment_status: 'unfulfilled',
    ...states,
  };
  return {
    order_id: 'Zk3p9Qw2Lr8sTn4Vb6Xy1A',
    order_no: 'BAF-2026-000042',
    created_at: '2026-11-21T07:30:00.000Z',
    updated_at: '2026-11-21T07:30:00.000Z',
    customer: { customer_id: null, full_name: 'Aisha Al Balushi', email: 'aisha@example.om', phone: '+968 9123 4567' },
    address: {
      country: 'OM',
      country_name: 'Oman',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      city: 'Al Khuwair',
      line1: 'Way 3021, House 14',
      line2: null,
      postal_code: '133',
      shipping_zone: 'oman',
    },
    payment_method: 'cod',
    payment_label: 'Cash on delivery',
    notes: null,
    ...current,
    stock_returned: current.status === 'cancelled',
    lines: [
      {
        artwork_id: 7,
        product_slug: 'frankincense-coast',
        product_name: 'Frankincense Coast',
        product_image: '/media/abc-320.webp',
        product_medium: 'Oil on linen',
        product_size: '90 x 60 cm',
        product_color: '',
        product_orientation: 'landscape',
        quantity: 1,
        unit_price: 150_000,
        line_total: 150_000,
      },
    ],
    currency: 'OMR',
    sub_total: 150_000,
    delivery_charge: 3_000,
    tax_rate: '5',
    tax: 7_650,
    total: 160_650,
    display_currency: 'EUR',
    display_rate: '2.3810',
    allowed: allowedChanges(current),
    history: [
      {
        action: 'order.placed',
        created_at: '2026-11-21T07:30:00.000Z',
        detail: 'Placed by Aisha Al Balushi online.',
        staff_name: null,
      },
    ],
    invoice_url: '/admin/api/manage/orders/BAF-2026-000042/invoice',
    language: 'en',
    timeline: placedTimeline('2026-11-21T07:30:00.000Z'),
    ...overrides,
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { placedTimeline } from '#shared/api/order-after-sale.ts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { OrderDetails } from '#shared/api/orders.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import ConfirmationPage from './confirmation.tsx';

afterEach(() => vi.unstubAllGlobals());

const order: OrderDetails = {
  order_id: 'Xk3pL9qR2sT5vW8y',
  order_no: 'BAF-2026-000042',
  booking_date: '2026-03-21T06:30:00.000Z',
  total_amount: 133_350,
  payment_type: 'Bank transfer',
  payment_method: 'bank_transfer',
  sub_total: 124_000,
  delivery_charge: 3_000,
  tax: 6_350,
  status: 'placed',
  payment_status: 'unpaid',
  fulfilment_status: 'unfulfilled',
  display_currency: 'OMR',
  display_rate: '1',
  bank_transfer_instructions:
    'Please transfer the total to Bait Al Fann Gallery LLC, Bank Muscat, IBAN OM81 0270 0000 0123 4567 8901.',
  delivery: {
    full_name: 'Laila Al Said',
    email: 'laila@example.om',
    phone: '+968 9123 4567',
    country: 'OM',
    governorate: 'Muscat',
    wilayat: 'Bawshar',
    city: null,
    line1: 'Way 3021, House 14',
    line2: null,
    postal_code: '112',
  },
  notes: 'Please call before delivering.',
  products: [
    {
      product_slug: 'night-script',
      product_image: '/media/night-script-640.webp',
      product_name: 'Night Script',
      product_size: 'A3 30x42',
      product_medium: 'Giclée print',
      product_orientation: 'portrait',
      product_color: 'black',
      product_quantity: 2,
      product_price: 62_000,
    },
  ],
  timeline: placedTimeline('2026-11-21T07:30:00.000Z'),
};

const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\u200E/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function renderAt(orderId = order.order_id) {
  return renderWithProviders(
    <Routes>
      <Route path="/confirmation/:orderId" element={<ConfirmationPage />} />
    </Routes>,
    { route: `/confirmation/${orderId}` },
  );
}

describe('order confirmation (docs/product.md#screens)', () => {
  it("shows 'Loading...' while the order is fetched", () => {
    mockApi({ 'GET order_details/*': () => undefined, 'GET setting': () => undefined });
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows 'Error fetching order details.' when the order cannot be fetched", async () => {
    const { calls } = mockApi({
      'GET order_details/*': () => ({ status: 404, body: { message: 'Order not found', errors: [] } }),
    });
    renderAt('unknownOrderId123');
    expect(await screen.findByText('Error fetching order details.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('order_details/'))!.path).toBe('order_details/unknownOrderId123');
  });

  it('shows the thanks, the booking, each product, the prices and the bank transfer details', async () => {
    mockApi({ 'GET order_details/*': { result: order } });
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You. Your Order has been received!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A confirmation mail will be sent to your registered email.')).toBeInTheDocument();

    const booking = screen.getByRole('region', { name: 'Booking Details' });
    const facts = Object.fromEntries(
      [...booking.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        plain(row.querySelector('dd')!.textContent),
      ]),
    );
    expect(facts).toEqual({
      'Booking no': 'BAF-2026-000042',
      'Booking date': '21 March 2026 at 10:30',
      'Total Amount': '\uFDFC133.350',
      'Payment Method': 'Bank transfer',
    });

    const items = screen.getByRole('region', { name: 'Order Details' });
    const image = within(items).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/media/night-script-640.webp');
    expect(image).toHaveAttribute('width', '80');
    expect(image).toHaveAttribute('height', '80');
    const product = plain(items.querySelector('li')!.textContent);
    for (const part of [
      'Night Script',
      'SizeA3 30 × 42',
      'MediumGiclée print',
      'OrientationPortrait',
      '2 × \uFDFC62.000',
    ]) {
      expect(product).toContain(part);
    }

    const prices = screen.getByRole('region', { name: 'Price Info' });
    const rows = Object.fromEntries(
      [...prices.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        plain(row.querySelector('dd')!.textContent),
      ]),
    );
    expect(rows).toEqual({
      'Sub Total': '\uFDFC124.000',
      'Shipping Fee': '\uFDFC3.000',
      'Tax Fee': '\uFDFC6.350',
      Total: '\uFDFC133.350',
    });

    expect(screen.getByRole('region', { name: 'Paying by bank transfer' })).toHaveTextContent('IBAN OM81 0270');
    // Where it goes, as the confirmation mail says it, with the buyer's note.
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(
      plain(
        delivery
          .querySelector('address')!
          .innerHTML.replace(/<br>/g, ' | ')
          .replace(/<[^>]+>/g, ''),
      ),
    ).toBe('Laila Al Said | Way 3021, House 14, Bawshar, Muscat, 112, Oman | +968 9123 4567 | laila@example.om');
    expect(delivery).toHaveTextContent('Your notePlease call before delivering.');
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/arts');
  });

  it('says "Free" for a delivery that cost nothing, as the cart and checkout did', async () => {
    const free = { ...order, sub_total: 240_000, delivery_charge: 0, tax: 12_000, total_amount: 252_000 };
    mockApi({ 'GET order_details/*': { result: free } });
    renderAt();
    const prices = await screen.findByRole('region', { name: 'Price Info' });
    const shipping = [...prices.querySelectorAll('dl > div')].find(
      (row) => row.querySelector('dt')!.textContent === 'Shipping Fee',
    )!;
    expect(plain(shipping.querySelector('dd')!.textContent)).toBe('Free');
  });

  it('shows no bank details for cash on delivery, and the equivalent in the currency the buyer browsed in', async () => {
    mockApi({
      'GET order_details/*': {
        result: {
          ...order,
          payment_method: 'cod',
          payment_type: 'Cash on delivery',
          bank_transfer_instructions: null,
          display_currency: 'EUR',
          display_rate: '2.4',
        },
      },
      'GET setting': {
        result: {
          currencies: [{ code: 'EUR', currencySymbol: '€', currencyName: 'Euro', currencyRate: '2.5', decimals: 2 }],
        },
      },
    });
    renderAt();
    // Wait for the order itself, not just the page's heading, which is there while it loads.
    await screen.findByRole('region', { name: 'Booking Details' });
    expect(screen.queryByRole('region', { name: 'Paying by bank transfer' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Booking Details' })).toHaveTextContent('Cash on delivery');
    // At the order's rate (2.4), not today's (2.5).
    expect(await screen.findAllByText('about \u2066€320.04\u2069')).toHaveLength(2);
  });

  it('gives the equivalent as checkout showed it: the rial total converted once', async () => {
    mockApi({
      'GET order_details/*': {
        result: {
          ...order,
          total_amount: 102_900,
          sub_total: 95_000,
          delivery_charge: 3_000,
          tax: 4_900,
          display_currency: 'GBP',
          display_rate: '2.0450',
          products: [{ ...order.products[0]!, product_quantity: 1, product_price: 95_000 }],
        },
      },
      'GET setting': {
        result: {
          currencies: [
            { code: 'GBP', currencySymbol: '£', currencyName: 'Pound Sterling', currencyRate: '2.0450', decimals: 2 },
          ],
        },
      },
    });
    renderAt();
    await screen.findByRole('region', { name: 'Booking Details' });
    // 102.900 OMR converted once, though £194.28 + £6.14 + £10.02 shown add up to £210.44.
    expect(await screen.findAllByText('about \u2066£210.43\u2069')).toHaveLength(2);
  });
});

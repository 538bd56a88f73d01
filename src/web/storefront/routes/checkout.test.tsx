import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CartItem } from '#shared/api/cart.ts';
import type { CheckoutQuote } from '#shared/api/orders.ts';
import { demoCurrencies, inCurrency, mockApi as mockApiOnly, renderWithProviders } from '#web/lib/test-utils.tsx';
import CheckoutPage from './checkout.tsx';
import arAccount from '../../../../public/locales/ar/account.json';
import arCommon from '../../../../public/locales/ar/common.json';
import arShop from '../../../../public/locales/ar/shop.json';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => vi.unstubAllGlobals());

const line: CartItem = {
  cartItemId: 3,
  product_id: 24,
  product_slug: 'night-script',
  product_name: 'Night Script',
  feature_image: '/media/night-script-640.webp',
  product_price: 95_000,
  price: 95_000,
  discount: 0,
  quantity: 1,
  color: 'black',
  size: 'A3 30x42',
  stock: 3,
  availability: 'available',
  purchasable: true,
  line_total: 95_000,
};

function quote(country: string, overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  const zone = country === 'OM' ? 'oman' : ['AE', 'SA', 'QA', 'BH', 'KW'].includes(country) ? 'gcc' : 'world';
  const shipping = { oman: 3_000, gcc: 12_000, world: 35_000 }[zone];
  return {
    result: [line],
    sub_total: 95_000,
    shipping_price: shipping,
    tax_price: Math.round((95_000 + shipping) * 0.05),
    total_price: 95_000 + shipping + Math.round((95_000 + shipping) * 0.05),
    item_count: 1,
    free_delivery_threshold: 200_000,
    shipping_zone: zone,
    payment_methods: ['cod', 'bank_transfer'],
    ...overrides,
  };
}

/** Full URLs of the calls (mockApi's handlers see the path only, and the country is in the query). */
let urls: string[] = [];
function recordUrls() {
  urls = [];
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return real(input, init);
  });
}
const quoteHandler =
  (make: (country: string) => CheckoutQuote = quote) =>
  () => {
    const last = urls.filter((url) => url.includes('order/quote')).at(-1) ?? '';
    return { body: make(new URL(last, 'http://localhost').searchParams.get('country') ?? 'OM') };
  };

function mockApi(handlers: Parameters<typeof mockApiOnly>[0]) {
  const result = mockApiOnly(handlers);
  recordUrls();
  return result;
}

/** Text as read, without the left-to-right marks that keep the rial sign before the amount. */
const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u200E/g, '');

function page() {
  return (
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/confirmation/:orderId" element={<p>confirmation page</p>} />
    </Routes>
  );
}

async function fillValidCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Aisha Al Balushi');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'aisha@example.om');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+968 9123 4567');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate' }), 'Muscat');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Wilayat' }), 'Bawshar');
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Way 3021, House 14');
  await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
}

describe('checkout', { timeout: 20_000 }, () => {
  it('checks every field with the shared schema before sending anything, and says what is wrong beside it', async () => {
    const { calls } = mockApi({ 'GET order/quote/*': quoteHandler() });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const problem = (name: string, role: 'textbox' | 'combobox' = 'textbox') => {
      const control = screen.getByRole(role, { name });
      expect(control, name).toHaveAttribute('aria-invalid', 'true');
      return document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
    };
    expect(problem('Full name')).toBe('This field is required.');
    expect(problem('E-mail')).toBe('Please enter a valid e-mail address.');
    expect(problem('Phone')).toBe('Please enter a phone number, such as +968 9123 4567.');
    expect(problem('Governorate', 'combobox')).toBe('This field is required.');
    expect(problem('Wilayat', 'combobox')).toBe('This field is required.');
    expect(problem('Street address')).toBe('This field is required.');
    expect(screen.getByText('Please choose how you would like to pay.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    expect(calls.filter((c) => c.path === 'order/place')).toHaveLength(0);
  });

  it('clears a message as soon as its field is put right, and flags nothing new before the next submit', async () => {
    mockApi({ 'GET order/quote/*': quoteHandler() });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please choose how you would like to pay.')).toBeInTheDocument();

    await user.type(name, 'Aisha Al Balushi');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // Half an address is still wrong, and says so in the words of a wrong address.
    await user.type(email, 'aisha@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'example.om');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByText('Please choose how you would like to pay.')).toBeNull();
    // The fields still wrong keep their messages.
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the shipping zone and its charge for the country chosen, priced by the server', async () => {
    mockApi({ 'GET order/quote/*': quoteHandler() });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    const zone = await screen.findByTestId('shipping-zone');
    expect(zone).toHaveTextContent('Within Oman');
    expect(plain(zone.closest('div'))).toContain('\uFDFC3.000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AE');
    await waitFor(() =>
      expect(screen.getByTestId('shipping-zone')).toHaveTextContent('To United Arab Emirates (Gulf)'),
    );
    expect(plain(screen.getByTestId('shipping-zone').closest('div'))).toContain('\uFDFC12.000');
    expect(urls.some((url) => url.includes('country=AE'))).toBe(true);
    // Abroad there is no governorate to choose, but a city to give.
    expect(screen.queryByRole('combobox', { name: 'Governorate' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('shows a summary in the chosen currency, its total the amount charged, and the same total to pay', async () => {
    mockApi({ 'GET order/quote/*': quoteHandler() });
    renderWithProviders(page(), { route: '/checkout', wrap: inCurrency(demoCurrencies.GBP) });
    await screen.findByTestId('shipping-zone');
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    expect(plain(summary.querySelector('.checkout-summary__line .price'))).toBe('£194.28');
    const rows = [...summary.querySelectorAll('.checkout-summary__rows dd')].map(plain);
    // The total is the 102.900 OMR charged, converted once; the parts shown add up to £210.44.
    expect(rows).toEqual(['£194.28', '£6.14', '£10.02', '£210.43']);
    expect(plain(document.querySelector('.checkout__pay .price'))).toBe('£210.43');
    expect(plain(summary.querySelector('.checkout-summary__charged'))).toBe('Charged in Omani rials: \uFDFC102.900');
  });

  it('shows a line of several and a free delivery in euros, the total as charged', async () => {
    const painting = { ...line, cartItemId: 4, product_id: 30, product_name: 'Sea Wall', product_price: 1_850_000 };
    const works = [
      { ...painting, price: 1_850_000, line_total: 1_850_000 },
      { ...line, quantity: 3, line_total: 285_000 },
    ];
    mockApi({
      'GET order/quote/*': quoteHandler((country) =>
        quote(country, {
          result: works,
          sub_total: 2_135_000,
          shipping_price: 0,
          tax_price: 106_750,
          total_price: 2_241_750,
        }),
      ),
    });
    renderWithProviders(page(), { route: '/checkout', wrap: inCurrency(demoCurrencies.EUR) });
    await screen.findByTestId('shipping-zone');
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    expect([...summary.querySelectorAll('.checkout-summary__line .price')].map(plain)).toEqual([
      '€4,441.85',
      '€684.30',
    ]);
    // The sub-total converted alone would be €5,126.14; the total is the rial total converted once
    // (the parts shown add up to €5,382.46).
    expect([...summary.querySelectorAll('.checkout-summary__rows dd')].map(plain)).toEqual([
      '€5,126.15',
      'Free',
      '€256.31',
      '€5,382.44',
    ]);
    expect(plain(document.querySelector('.checkout__pay .price'))).toBe('€5,382.44');
  });

  it('places the order once with one idempotency key, however often Place order is pressed, then confirms it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    const { calls } = mockApi({
      'GET order/quote/*': quoteHandler(),
      'POST order/place': ({ body }: { body: unknown }) => {
        bodies.push(body);
        return {
          body: {
            message: 'Thank you. Your order has been received!',
            result: { order_id: 'pub1234567890abc', order_no: 'BAF-2026-000007' },
          },
        };
      },
    });
    // Hold the answer so the test can look at the page while the order is on its way.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('order/place')) await gate;
      return realFetch(input, init);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await screen.findByTestId('shipping-zone');
    await fillValidCheckout(user);
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /Placing your order/ })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: /Placing your order/ }));
    release();
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'order/place')).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      session_id: localStorage.getItem('sessionId'),
      contact: { full_name: 'Aisha Al Balushi', email: 'aisha@example.om', phone: '+968 9123 4567' },
      shipping_address: { country: 'OM', governorate: 'Muscat', wilayat: 'Bawshar', line1: 'Way 3021, House 14' },
      payment_method: 'cod',
      display_currency: 'OMR',
    });
    expect((bodies[0] as { idempotency_key: string }).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same key again when the first answer was lost', async () => {
    let attempts = 0;
    const bodies: { idempotency_key: string }[] = [];
    mockApi({
      'GET order/quote/*': quoteHandler(),
      'POST order/place': ({ body }: { body: unknown }) => {
        bodies.push(body as { idempotency_key: string });
        attempts += 1;
        if (attempts === 1)
          return { status: 503, body: { message: 'Something went wrong on our side. Please try again.', errors: [] } };
        return {
          body: {
            message: 'This order was already placed.',
            result: { order_id: 'pub1234567890abc', order_no: 'BAF-2026-000007' },
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await screen.findByTestId('shipping-zone');
    await fillValidCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key);
  });

  it("shows the server's field errors beside the fields", async () => {
    mockApi({
      'GET order/quote/*': quoteHandler(),
      'POST order/place': () => ({
        status: 400,
        body: {
          message: 'contact.email: must be a valid e-mail address',
          errors: [{ field: 'contact.email', message: 'must be a valid e-mail address' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await screen.findByTestId('shipping-zone');
    await fillValidCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it("shows the server's field errors beside the fields in the visitor's language (Arabic)", async () => {
    mockApi({
      'GET order/quote/*': quoteHandler(),
      'POST order/place': () => ({
        status: 400,
        body: {
          message: 'contact.email: must be a valid e-mail address',
          errors: [{ field: 'contact.email', message: 'must be a valid e-mail address' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout', language: 'ar' });
    await screen.findByTestId('shipping-zone');
    const words = arShop.checkout;
    await user.type(screen.getByRole('textbox', { name: words.fullName }), 'عائشة البلوشية');
    await user.type(screen.getByRole('textbox', { name: words.email }), 'aisha@example.om');
    await user.type(screen.getByRole('textbox', { name: words.phone }), '+968 9123 4567');
    await user.selectOptions(screen.getByRole('combobox', { name: arAccount.address.governorate }), 'Muscat');
    await user.selectOptions(screen.getByRole('combobox', { name: arAccount.address.wilayat }), 'Bawshar');
    await user.type(screen.getByRole('textbox', { name: arAccount.address.line1 }), 'Way 3021, House 14');
    await user.click(screen.getByRole('radio', { name: new RegExp(arShop.order.paymentMethods.cod) }));
    await user.click(screen.getByRole('button', { name: words.placeOrder }));
    expect(await screen.findByText(words.fixFields)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: words.email });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(arCommon.validation.email)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must be/);
  });

  it('drops a work lost to another buyer, shows the totals of what is left, under one clear banner', async () => {
    const salt: CartItem = {
      ...line,
      cartItemId: 4,
      product_id: 25,
      product_slug: 'sea-salt',
      product_name: 'Sea Salt',
      product_price: 40_000,
      price: 40_000,
      line_total: 40_000,
    };
    let stage: 'before' | 'sold' | 'dropped' = 'before';
    const both = (country: string) => {
      const q = quote(country);
      const sub = 135_000;
      const tax = Math.round((sub + q.shipping_price) * 0.05);
      return { ...q, result: [line, salt], sub_total: sub, tax_price: tax, total_price: sub + q.shipping_price + tax };
    };
    const left = (country: string) => {
      const q = quote(country);
      const sub = 40_000;
      const tax = Math.round((sub + q.shipping_price) * 0.05);
      return { ...q, result: [salt], sub_total: sub, tax_price: tax, total_price: sub + q.shipping_price + tax };
    };
    const { calls } = mockApi({
      'GET order/quote/*': quoteHandler((country) => {
        if (stage === 'before') return both(country);
        if (stage === 'dropped') return left(country);
        const q = both(country);
        return { ...q, result: [{ ...line, stock: 0, availability: 'sold', purchasable: false }, salt] };
      }),
      'POST order/place': () => {
        stage = 'sold';
        return { status: 409, body: { message: 'Sorry, "Night Script" has just been sold.', errors: [] } };
      },
      'POST cart/delete': () => {
        stage = 'dropped';
        return { body: { message: 'Removed' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await screen.findByTestId('shipping-zone');
    await fillValidCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = (await screen.findByText('Part of your order is no longer available.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('“Night Script” has been removed from your order. Nothing was charged.');
    await waitFor(() => expect(calls.filter((c) => c.path === 'cart/delete')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'cart/delete')!.body).toMatchObject({ product_id: 24, color: 'black' });
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    await waitFor(() => expect(within(summary).queryByText('Night Script')).toBeNull());
    expect(within(summary).getByText('Sea Salt')).toBeInTheDocument();
    // 40.000 + 3.000 shipping + 5 % VAT: the totals of what is left, not 0.
    await waitFor(() => expect(within(summary).getAllByText(/45\.150/).length).toBeGreaterThan(0));
    expect(plain(summary)).not.toMatch(/\uFDFC0\.000/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/Your cart has been updated/)).toBeNull();
    expect(screen.queryByText(/no longer available. Remove/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('sends the total it showed, and shows the new figures for the collector to confirm when prices changed', async () => {
    let raised = false;
    const { calls } = mockApi({
      'GET order/quote/*': quoteHandler((country) => {
        const q = quote(country);
        if (!raised) return q;
        const sub = 120_000;
        const tax = Math.round((sub + q.shipping_price) * 0.05);
        const total = sub + q.shipping_price + tax;
        return {
          ...q,
          result: [{ ...line, product_price: sub, line_total: sub }],
          sub_total: sub,
          tax_price: tax,
          total_price: total,
        };
      }),
      'POST order/place': ({ body }: { body: unknown }) => {
        const sent = (body as { expected_total?: number }).expected_total;
        if (sent === 129_150)
          return { body: { message: 'ok', result: { order_id: 'o-1234567890', order_no: 'BAF-1' } } };
        raised = true;
        return {
          status: 409,
          body: {
            message: 'The total has changed since you opened the checkout.',
            errors: [{ field: 'expected_total', message: 'is now 129150' }],
            totals: { sub_total: 120_000, shipping_price: 3_000, tax_price: 6_150, total_price: 129_150 },
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(page(), { route: '/checkout' });
    await screen.findByTestId('shipping-zone');
    await fillValidCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = (await screen.findByText('The total has changed.')).closest<HTMLElement>('[role="alert"]')!;
    expect(plain(alert)).toMatch(/129\.150/);
    expect((calls.find((c) => c.path === 'order/place')!.body as { expected_total: number }).expected_total).toBe(
      quote('OM').total_price,
    );
    await user.click(within(alert).getByRole('button', { name: 'Confirm and place the order' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(
      (calls.filter((c) => c.path === 'order/place').at(-1)!.body as { expected_total: number }).expected_total,
    ).toBe(129_150);
  });

  it('fills in a logged-in customer and their default address', async () => {
    mockApi({
      'GET order/quote/*': quoteHandler(),
      'GET user/addresses': {
        result: [
          {
            id: 5,
            label: 'Office',
            full_name: 'Reem Al Said',
            phone: '+968 9000 1111',
            country: 'OM',
            governorate: 'Muscat',
            wilayat: 'As Seeb',
            city: null,
            line1: 'Way 12',
            line2: null,
            postal_code: '111',
            is_default: true,
          },
        ],
      },
    });
    renderWithProviders(page(), {
      route: '/checkout',
      preloadedState: {
        auth: {
          user: { id: 1, email: 'reem@example.om', first_name: 'Reem', last_name: 'Al Said', phone: null },
          message: null,
          error: null,
        },
      },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('Way 12'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('reem@example.om');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+968 9000 1111');
    expect(screen.getByRole('combobox', { name: 'Wilayat' })).toHaveValue('As Seeb');
    expect(screen.queryByText('Already have an account?')).toBeNull();
  });

  it('says the cart is empty when there is nothing to check out', async () => {
    mockApi({
      'GET order/quote/*': quoteHandler((country) => quote(country, { result: [], sub_total: 0, total_price: 0 })),
    });
    renderWithProviders(page(), { route: '/checkout' });
    expect(await screen.findByText('No items added to cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { placedTimeline } from '#shared/api/order-after-sale.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { OrderDetails } from '#shared/api/orders.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import MyAccountPage from './my-account.tsx';
import arAccount from '../../../../public/locales/ar/account.json';
import arCommon from '../../../../public/locales/ar/common.json';
import frAccount from '../../../../public/locales/fr/account.json';
import frCommon from '../../../../public/locales/fr/common.json';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const reem = { id: 9, email: 'reem@example.om', first_name: 'Reem', last_name: 'Al Said', phone: null };
const loggedIn = { auth: { user: reem, message: null, error: null } };

function renderAt(route: string, preloadedState = {}, language = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/my-account" element={<MyAccountPage />} />
        <Route path="/login-register" element={<p>login page</p>} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState, language },
  );
}

const order: OrderDetails = {
  order_id: 'Xk3pL9qR2sT5vW8y',
  order_no: 'BAF-2026-000042',
  booking_date: '2026-03-21T06:30:00.000Z',
  total_amount: 102_900,
  payment_type: 'Cash on delivery',
  payment_method: 'cod',
  sub_total: 95_000,
  delivery_charge: 3_000,
  tax: 4_900,
  status: 'placed',
  payment_status: 'unpaid',
  fulfilment_status: 'unfulfilled',
  display_currency: 'OMR',
  display_rate: '1',
  bank_transfer_instructions: null,
  delivery: {
    full_name: 'Laila Al Said',
    email: 'laila@example.om',
    phone: '+968 9123 4567',
    country: 'AE',
    governorate: null,
    wilayat: null,
    city: 'Dubai',
    line1: 'Villa 7, Street 12, Jumeirah 1',
    line2: null,
    postal_code: null,
  },
  notes: null,
  products: [
    {
      product_slug: 'night-script',
      product_image: '',
      product_name: 'Night Script',
      product_size: 'A3 30x42',
      product_medium: 'Giclée print',
      product_orientation: 'portrait',
      product_color: 'black',
      product_quantity: 1,
      product_price: 95_000,
    },
  ],
  timeline: placedTimeline('2026-03-21T06:30:00.000Z'),
};

describe('/my-account', { timeout: 20_000 }, () => {
  it('sends a visitor to log in first, and back here afterwards', async () => {
    const { calls } = mockApi({});
    renderAt('/my-account?tab=addresses');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login-register?redirect=%2Fmy-account%3Ftab%3Daddresses');
    expect(calls.filter((c) => c.path.startsWith('user/'))).toHaveLength(0);
  });

  it('sends the customer to log in when the server says the session has ended (401)', async () => {
    mockApi({
      'GET user/me': () => ({ status: 401, body: { message: 'Please log in to continue.', errors: [] } }),
      'GET user/orders': () => ({ status: 401, body: { message: 'Please log in to continue.', errors: [] } }),
    });
    const { store } = renderAt('/my-account', loggedIn);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login-register?redirect=%2Fmy-account');
    expect(store.getState().auth).toMatchObject({ user: null, message: 'session-ended' });
  });

  it('takes a customer who logs out home, without asking the server for the account again', async () => {
    const { calls } = mockApi({
      'GET user/me': { result: reem },
      'GET user/orders': { result: [] },
      'POST user/logout': { message: 'You have successfully logged out.' },
    });
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(
      <>
        <Routes>
          <Route path="/my-account" element={<MyAccountPage />} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/login-register" element={<p>login page</p>} />
        </Routes>
        <Where />
      </>,
      { route: '/my-account', preloadedState: loggedIn },
    );
    await screen.findByText('You have not ordered anything yet.');
    const before = calls.filter((c) => c.path.startsWith('user/')).length;
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(store.getState().auth.user).toBeNull();
    // Only the logout itself: no profile or orders asked for again (they would answer 401).
    expect(
      calls
        .filter((c) => c.path.startsWith('user/'))
        .slice(before)
        .map((c) => c.path),
    ).toEqual(['user/logout']);
  });

  it("lists the customer's orders and shows one with the confirmation's order view", async () => {
    mockApi({
      'GET user/me': { result: reem },
      'GET user/orders/*': { result: order },
      'GET user/orders': {
        result: [
          {
            order_id: order.order_id,
            order_no: order.order_no,
            booking_date: order.booking_date,
            total_amount: order.total_amount,
            payment_method: 'cod',
            status: 'placed',
            payment_status: 'unpaid',
            fulfilment_status: 'unfulfilled',
            item_count: 1,
          },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-account', loggedIn);
    expect(screen.getByText('Welcome back, Reem.')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'BAF-2026-000042' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/my-account?tab=orders&order=${order.order_id}`),
    );
    expect(await screen.findByRole('heading', { name: 'Order BAF-2026-000042' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('Night Script')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price Info' })).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Villa 7, Street 12, Jumeirah 1, Dubai, United Arab Emirates');
    expect(delivery).not.toHaveTextContent('Your note');
    await user.click(screen.getByRole('link', { name: /All orders/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/my-account$/));
  });

  it("gives an order's equivalent in the currency it was browsed in, its total converted once", async () => {
    const inPounds = { ...order, display_currency: 'GBP', display_rate: '2.0450' };
    mockApi({
      'GET user/me': { result: reem },
      'GET user/orders/*': { result: inPounds },
      'GET setting': {
        result: {
          currencies: [
            { code: 'GBP', currencySymbol: '£', currencyName: 'Pound Sterling', currencyRate: '2.1', decimals: 2 },
          ],
        },
      },
    });
    renderAt(`/my-account?tab=orders&order=${order.order_id}`, loggedIn);
    expect(await screen.findByRole('heading', { name: 'Order BAF-2026-000042' })).toBeInTheDocument();
    // At the order's rate, 102.900 OMR converted once, though £194.28 + £6.14 + £10.02 shown add up to £210.44.
    expect(await screen.findAllByText('about \u2066£210.43\u2069')).toHaveLength(2);
  });

  it("shows the order's steps, the parcel's tracking link, its refunds and the invoice to download", async () => {
    const shipped = {
      ...order,
      timeline: {
        ...order.timeline,
        confirmed_at: '2026-03-22T06:30:00.000Z',
        paid_at: '2026-03-23T06:30:00.000Z',
        shipped_at: '2026-03-24T06:30:00.000Z',
        carrier: 'DHL',
        tracking_number: '1234567890',
        tracking_url: 'https://www.dhl.com/om-en/home/tracking.html?tracking-id=1234567890',
        refunded_total: 10_000,
        refunds: [
          { amount: 10_000, reason: 'Frame scratched', staff_name: 'Huda', created_at: '2026-03-25T06:30:00.000Z' },
        ],
      },
    };
    mockApi({ 'GET user/me': { result: reem }, 'GET user/orders/*': { result: shipped } });
    renderAt(`/my-account?tab=orders&order=${order.order_id}`, loggedIn);
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.dataset.step),
    ).toEqual(['placed', 'confirmed', 'paid', 'shipped', 'refunded']);
    expect(within(progress).getByRole('link', { name: '1234567890' })).toHaveAttribute(
      'href',
      'https://www.dhl.com/om-en/home/tracking.html?tracking-id=1234567890',
    );
    expect(progress).toHaveTextContent('Frame scratched');
    expect(within(progress).getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      `/admin/api/user/orders/${order.order_id}/invoice.pdf`,
    );
  });

  it('saves the profile and keeps the new one in the store', async () => {
    let profile: { id: number; email: string; first_name: string; last_name: string; phone: string | null } = reem;
    const { calls } = mockApi({
      'GET user/me': () => ({ body: { result: profile } }),
      'POST user/updateProfile': ({ body }: { body: unknown }) => {
        profile = { ...reem, ...(body as object), phone: '+968 9000 1111' };
        return { body: [{ message: 'Your profile has been saved.', result: profile, user_token: 'tok' }] };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAt('/my-account?tab=profile', loggedIn);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Reema');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+968 9000 1111');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'user/updateProfile')!.body).toEqual({
      first_name: 'Reema',
      last_name: 'Al Said',
      email: 'reem@example.om',
      phone: '+968 9000 1111',
    });
    await waitFor(() =>
      expect(store.getState().auth.user).toEqual({ ...reem, first_name: 'Reema', phone: '+968 9000 1111' }),
    );
  });

  it('says beside the phone when it is not a phone number, from the shared rule and from the server', async () => {
    let refuse = false;
    const { calls } = mockApi({
      'GET user/me': { result: reem },
      'POST user/updateProfile': ({ body }: { body: unknown }) =>
        refuse
          ? {
              status: 400,
              body: {
                message: 'phone: must be a phone number such as +968 9123 4567',
                errors: [{ field: 'phone', message: 'must be a phone number such as +968 9123 4567' }],
              },
            }
          : { body: [{ message: 'Your profile has been saved.', result: { ...reem, ...(body as object) } }] },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-account?tab=profile', loggedIn);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'not a phone!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a phone number, such as +968 9123 4567.');
    expect(phone).toHaveValue('not a phone!');
    expect(calls.filter((c) => c.path === 'user/updateProfile')).toHaveLength(0);

    // A number the browser lets through but the server refuses is shown beside the field the same way.
    refuse = true;
    await user.clear(phone);
    await user.type(phone, '+968 9000 1111');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Please enter a phone number, such as +968 9123 4567.'),
    );
    expect(phone).toHaveValue('+968 9000 1111');
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();

    // An empty phone is no phone, and is saved.
    refuse = false;
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(
      calls.filter((c) => c.path === 'user/updateProfile').map((c) => (c.body as { phone: string }).phone),
    ).toEqual(['+968 9000 1111', '']);
  });

  it('shows the server’s refusal of the phone beside it in the visitor’s language (Arabic)', async () => {
    mockApi({
      'GET user/me': { result: reem },
      'POST user/updateProfile': () => ({
        status: 400,
        body: {
          message: 'phone: must be a phone number such as +968 9123 4567',
          errors: [{ field: 'phone', message: 'must be a phone number such as +968 9123 4567' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-account?tab=profile', loggedIn, 'ar');
    const phone = screen.getByRole('textbox', { name: arAccount.fields.phone });
    await user.type(phone, '+968 9000 1111');
    await user.click(screen.getByRole('button', { name: arAccount.profile.submit }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(arCommon.validation.phone));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(document.body.textContent).not.toMatch(/must be/);
  });

  it('shows the server’s refusal of an address’s field beside it in the visitor’s language (French)', async () => {
    const { calls } = mockApi({
      'GET user/me': { result: reem },
      'GET user/addresses': { result: [] },
      'POST user/addresses': () => ({
        status: 400,
        body: {
          message: 'phone: must be a phone number such as +968 9123 4567',
          errors: [{ field: 'phone', message: 'must be a phone number such as +968 9123 4567' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-account?tab=addresses', loggedIn, 'fr');
    await user.click(await screen.findByRole('button', { name: frAccount.addresses.add }));
    const phone = screen.getByRole('textbox', { name: frAccount.fields.phone });
    await user.type(phone, '+968 9000 1111');
    await user.selectOptions(screen.getByRole('combobox', { name: frAccount.address.governorate }), 'Muscat');
    await user.selectOptions(screen.getByRole('combobox', { name: frAccount.address.wilayat }), 'Bawshar');
    await user.type(screen.getByRole('textbox', { name: frAccount.address.line1 }), 'Way 3021, House 14');
    await user.click(screen.getByRole('button', { name: frAccount.addresses.save }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(frCommon.validation.phone));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === 'user/addresses' && c.method === 'POST')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/must be/);
  });

  it('changes the password after checking the new one twice, and says other devices are logged out', async () => {
    let answer: () => { status: number; body: unknown } = () => ({
      status: 400,
      body: {
        message: 'current_password: is not your current password',
        errors: [{ field: 'current_password', message: 'is not your current password' }],
      },
    });
    mockApi({ 'GET user/me': { result: reem }, 'POST user/updatePassword': () => answer() });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-account?tab=password', loggedIn);
    await user.type(screen.getByLabelText('Current password'), 'wrong-one-123');
    await user.type(screen.getByLabelText('New password'), 'Qurum-Beach-2031');
    await user.type(screen.getByLabelText('Repeat the password'), 'Qurum-Beach-2031');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    answer = () => ({ status: 200, body: { message: 'Your password has been changed.' } });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Other devices have been logged out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

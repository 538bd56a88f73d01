import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartAnswer, CartItem } from '#shared/api/cart.ts';
import { notify } from '#web/lib/toast.ts';
import { demoCurrencies, inCurrency, mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import CartPage from './cart.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const print: CartItem = {
  cartItemId: 1,
  product_id: 24,
  product_slug: 'night-script',
  product_name: 'Night Script',
  feature_image: '/media/night-script-640.webp',
  product_price: 95_000,
  price: 95_000,
  discount: 0,
  quantity: 2,
  color: 'black',
  size: 'A3 30x42',
  stock: 3,
  availability: 'available',
  purchasable: true,
  line_total: 190_000,
};
const discounted: CartItem = {
  ...print,
  cartItemId: 2,
  product_id: 26,
  product_slug: 'lapis-lattice',
  product_name: 'Lapis Lattice',
  price: 120_000,
  discount: 10,
  product_price: 108_000,
  quantity: 1,
  color: 'white',
  size: 'A2 42x59',
  line_total: 108_000,
};

function answer(lines: CartItem[]): CartAnswer {
  const sub = lines.filter((l) => l.purchasable).reduce((sum, l) => sum + l.line_total, 0);
  return {
    result: lines,
    sub_total: sub,
    tax_price: 0,
    shipping_price: 0,
    total_price: sub,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    free_delivery_threshold: 200_000,
  };
}

/** A server cart that the page's calls change, as cart/add and cart/delete do. */
function serverCart(initial: CartItem[]) {
  let lines = initial;
  const setQuantity = (id: number, quantity: number) => {
    lines = lines.flatMap((l) =>
      l.product_id !== id ? [l] : quantity <= 0 ? [] : [{ ...l, quantity, line_total: l.product_price * quantity }],
    );
  };
  return mockApi({
    'GET cart/list/*': () => ({ body: answer(lines) }),
    'POST cart/add': ({ body }: { body: unknown }) => {
      const { product_id, quantity } = body as { product_id: number; quantity: number };
      const line = lines.find((l) => l.product_id === product_id)!;
      setQuantity(product_id, line.quantity + quantity);
      return { body: { message: 'Added To Cart', ...answer(lines) } };
    },
    'POST cart/delete': ({ body }: { body: unknown }) => {
      const { product_id, quantity } = body as { product_id: number; quantity?: number };
      const line = lines.find((l) => l.product_id === product_id)!;
      setQuantity(product_id, quantity === undefined ? 0 : line.quantity - quantity);
      return { body: { message: 'Removed From Cart', ...answer(lines) } };
    },
    'POST cart/delete_all': () => {
      lines = [];
      return { body: { message: 'Your cart is now empty.', ...answer(lines) } };
    },
  });
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

/** The summary's amounts in order (Sub Total, Tax, Shipping Charge, Total), as read. */
const summaryAmounts = () =>
  [...document.querySelectorAll('.cart-summary__rows dd')].map((dd) => dd.textContent!.replace(/\u200E/g, ''));

describe('/cart', { timeout: 20_000 }, () => {
  it('shows each line with image, colour and size, unit price (old one struck through), quantity and total', async () => {
    serverCart([print, discounted]);
    renderWithProviders(<CartPage />, { route: '/cart' });
    await screen.findByRole('link', { name: 'Lapis Lattice' });
    const lapis = lineOf('Lapis Lattice');
    expect(lapis.querySelector('img')).toHaveAttribute('src', '/media/night-script-640.webp');
    expect(lapis).toHaveTextContent('white · A2 42 × 59');
    expect(lapis.querySelector('s')!.textContent!.replace(/\u200E/g, '')).toBe('\uFDFC120.000');
    expect(within(lapis).getByRole('group', { name: 'Quantity of Lapis Lattice' })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/arts');
  });

  it.each([
    ['EUR', 2, '€228.10', '€456.20'],
    ['EUR', 3, '€228.10', '€684.30'],
    ['USD', 3, '$247.08', '$741.24'],
    ['GBP', 3, '£194.28', '£582.84'],
  ] as const)(
    'in %s shows a line of %i as its shown unit price times the quantity',
    async (code, quantity, unit, total) => {
      mockApi({ 'GET cart/list/*': answer([{ ...print, quantity, line_total: print.product_price * quantity }]) });
      renderWithProviders(<CartPage />, { route: '/cart', wrap: inCurrency(demoCurrencies[code]) });
      await screen.findByRole('link', { name: 'Night Script' });
      const line = lineOf('Night Script');
      expect(line.querySelector('.cart-line__unit')).toHaveTextContent(unit);
      expect(line.querySelector('.cart-line__total bdi')).toHaveTextContent(total);
      expect(summaryAmounts()[0]).toBe(total);
    },
  );

  it('shows the summary with the total as charged, converted, and in rials exactly as charged', async () => {
    const lines = [{ ...print, quantity: 3, line_total: 285_000 }, discounted];
    // 393 OMR of works, free delivery, 19.650 OMR VAT.
    const cart = { ...answer(lines), tax_price: 19_650, total_price: 412_650 };
    mockApi({ 'GET cart/list/*': cart });
    const euros = renderWithProviders(<CartPage />, { route: '/cart', wrap: inCurrency(demoCurrencies.EUR) });
    await screen.findByRole('link', { name: 'Night Script' });
    // €684.30 + €259.31 (converted alone the sub-total would read €943.59); the total is the
    // 412.650 OMR charged, converted once, beside the amount in rials (the parts add up to €990.79).
    expect(summaryAmounts()).toEqual(['€943.61', '€47.18', 'Free', '€990.77']);
    expect(document.querySelector('.cart-summary__charged')!.textContent!.replace(/\u200E/g, '')).toBe(
      'Charged in Omani rials: \uFDFC412.650',
    );
    euros.unmount();

    mockApi({ 'GET cart/list/*': cart });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await screen.findByRole('link', { name: 'Night Script' });
    expect(summaryAmounts()).toEqual(['\uFDFC393.000', '\uFDFC19.650', 'Free', '\uFDFC412.650']);
    expect(document.querySelector('.cart-summary__charged')).toBeNull();
  });

  it('says what is missing for free delivery as the shown threshold less the shown sub-total', async () => {
    const one = { ...print, quantity: 1, line_total: 95_000 };
    mockApi({
      'GET cart/list/*': { ...answer([one]), shipping_price: 3_000, tax_price: 4_900, total_price: 102_900 },
    });
    renderWithProviders(<CartPage />, { route: '/cart', wrap: inCurrency(demoCurrencies.GBP) });
    await screen.findByRole('link', { name: 'Night Script' });
    // Checkout's GBP example: £194.28 + £6.14 + £10.02; the total is 102.900 OMR converted once.
    expect(summaryAmounts()).toEqual(['£194.28', '£10.02', '£6.14', '£210.43']);
    // 200 OMR is £409.00 on the top bar: £409.00 − £194.28 (105 OMR converted alone: £214.73).
    expect(document.querySelector('.cart-summary__free')).toHaveTextContent('Add £214.72 more for free delivery.');
  });

  it('adds one with plus until the stock is reached, and takes one off with minus', async () => {
    const { calls } = serverCart([print]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartPage />, { route: '/cart' });
    const plus = await screen.findByRole('button', { name: 'Add one more Night Script' });
    expect(plus).toBeEnabled();
    await user.click(plus);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quantity of Night Script' })).toHaveTextContent('3'));
    expect(notify).toHaveBeenCalledWith('success', 'Added To Cart');
    expect(calls.find((c) => c.path === 'cart/add')!.body).toEqual({
      session_id: localStorage.getItem('sessionId'),
      product_id: 24,
      color: 'black',
      size: 'A3 30x42',
      quantity: 1,
    });
    // Three of three: no more.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add one more Night Script' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: 'One less Night Script' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Quantity of Night Script' })).toHaveTextContent('2'));
    expect(notify).toHaveBeenCalledWith('success', 'Item Decremented From Cart');
    expect(calls.find((c) => c.path === 'cart/delete')!.body).toMatchObject({ product_id: 24, quantity: 1 });
    // The cart is fetched again after each change.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(3));
  });

  it('removes a line, says so, and says when the cart is empty', async () => {
    const { calls } = serverCart([print]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Remove Night Script from the cart' }));
    expect(await screen.findByText('No items added to cart')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Removed From Cart');
    expect(calls.find((c) => c.path === 'cart/delete')!.body).toEqual({
      session_id: localStorage.getItem('sessionId'),
      product_id: 24,
      color: 'black',
      size: 'A3 30x42',
    });
  });

  it("says 'Failed to Remove Item From Cart' when the server refuses", async () => {
    mockApi({
      'GET cart/list/*': answer([print]),
      'POST cart/delete': () => ({ status: 404, body: { message: 'This artwork is not in your cart.', errors: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Remove Night Script from the cart' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Failed to Remove Item From Cart'));
  });

  it('clears the cart after asking', async () => {
    const { calls } = serverCart([print, discounted]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('No items added to cart')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'cart/delete_all')!.body).toEqual({
      session_id: localStorage.getItem('sessionId'),
    });
  });

  it('marks a work sold since it was added and holds checkout back until it is removed', async () => {
    serverCart([print, { ...discounted, stock: 0, availability: 'sold', purchasable: false }]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await screen.findByRole('link', { name: 'Lapis Lattice' });
    expect(lineOf('Lapis Lattice')).toHaveTextContent('Sold');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'One artwork in your cart is no longer available. Remove it to check out.',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Lapis Lattice from the cart' }));
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });
});

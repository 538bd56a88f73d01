import { test, expect } from './fixtures.ts';
import {
  addToCart,
  artworkBySlug,
  buyElsewhere,
  expectAccessible,
  expectNoSidewaysScroll,
  mailTo,
  plain,
  sessionIdOf,
  stockOf,
} from './shop-helpers.ts';

/** A print, colour and size per project and test, so that parallel runs never buy the same stock. */
const PRINTS = {
  guest: {
    desktop: { slug: 'muqarnas-blue', color: 'white', size: 'A2 · 42 × 59 cm' },
    mobile: { slug: 'lapis-lattice', color: 'brown', size: 'A2 · 42 × 59 cm' },
  },
  soldMeanwhile: {
    desktop: { slug: 'night-script', color: 'white', size: 'A2 · 42 × 59 cm' },
    mobile: { slug: 'mutrah-corniche-dusk', color: 'black', size: 'A1 · 59 × 84 cm' },
  },
  french: {
    desktop: { slug: 'night-tide-mutrah', color: 'white', size: 'A1 · 59 × 84 cm' },
    mobile: { slug: 'night-tide-mutrah', color: 'white', size: 'A3 · 30 × 42 cm' },
  },
} as const;

const pick = (which: keyof typeof PRINTS) =>
  PRINTS[which][test.info().project.name === 'mobile' ? 'mobile' : 'desktop'];

test.describe('buying art', () => {
  test('a guest browses, adds a print, sets its quantity in the cart, checks out and gets the confirmation and its e-mail', async ({
    page,
    request,
    isMobile,
  }) => {
    // The whole journey, with two accessibility scans and the e-mail, is longer than one screen's test.
    test.setTimeout(90_000);
    const chosen = pick('guest');
    const artwork = await artworkBySlug(request, chosen.slug);
    const stock = stockOf(artwork, chosen.color, chosen.size);
    expect(stock, 'the seed has this print in stock').toBeGreaterThan(0);

    // Browse: the artworks list, then the artwork's page.
    await page.goto(`/arts?q=${encodeURIComponent(artwork.product_name)}`);
    await page.locator(`main a[href="/arts/${artwork.product_slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.product_name);
    await page.getByRole('radio', { name: new RegExp(`^${chosen.color}$`, 'i') }).check({ force: true });
    await page.getByRole('radio', { name: chosen.size, exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Added To Cart' }).first()).toBeVisible();

    // The header's cart: a dropdown on wide screens, a link with the count on small ones.
    if (isMobile) {
      await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    } else {
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      const mini = page.locator('.mini-cart-panel');
      await expect(mini.getByRole('link', { name: artwork.product_name })).toBeVisible();
      await expect(mini).toContainText('Sub Total');
      await mini.getByRole('link', { name: 'View cart' }).click();
    }
    await expect(page).toHaveURL('/cart');

    // Plus is bounded by the stock of this colour and size; minus takes one off again.
    const quantity = page.getByRole('group', { name: `Quantity of ${artwork.product_name}` });
    const plus = page.getByRole('button', { name: `Add one more ${artwork.product_name}` });
    await expect(quantity).toHaveText('1');
    for (let n = 2; n <= stock; n++) {
      await plus.click();
      await expect(quantity).toHaveText(String(n));
    }
    await expect(plus).toBeDisabled();
    while (Number(await quantity.textContent()) > 1) {
      const before = Number(await quantity.textContent());
      await page.getByRole('button', { name: `One less ${artwork.product_name}` }).click();
      await expect(quantity).toHaveText(String(before - 1));
    }
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText(`${chosen.color} · ${chosen.size}`);
    await expect(page.locator('.cart-summary')).toContainText('Sub Total');
    await expect(page.locator('.cart-summary')).toContainText('Shipping Charge');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'cart');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // Nothing filled in: every required field says so beside itself.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expect(page.getByText('This field is required.')).toHaveCount(5);
    await expect(page.getByText('Please choose how you would like to pay.')).toBeVisible();
    await expectAccessible(page, 'checkout with problems');

    // A guest checkout: contact, an address in Oman, bank transfer.
    const email = `guest.${test.info().project.name}.${Date.now()}@example.om`;
    await page.getByRole('textbox', { name: 'Full name' }).fill('Aisha Al Balushi');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+968 9123 4567');
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('Muscat');
    await page.getByRole('combobox', { name: 'Wilayat' }).selectOption('Bawshar');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Way 3021, House 14');
    await expect(page.getByTestId('shipping-zone')).toHaveText('Within Oman');
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Place order' }).click();

    // The confirmation (docs/product.md#screens).
    await expect(page).toHaveURL(/\/confirmation\/[A-Za-z0-9_-]{10,}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You. Your Order has been received!' }),
    ).toBeVisible();
    await expect(page.locator('.confirmation__check svg')).toBeVisible();
    await expect(page.getByText('A confirmation mail will be sent to your registered email.')).toBeVisible();

    const booking = page.getByRole('region', { name: 'Booking Details' });
    const bookingNo = plain(await booking.locator('dt:text-is("Booking no") + dd').textContent());
    expect(bookingNo).toMatch(/^BAF-\d{4}-\d{6}$/);
    await expect(booking.locator('dt:text-is("Booking date") + dd')).toHaveText(/\d{4}/);
    expect(plain(await booking.locator('dt:text-is("Total Amount") + dd').textContent())).toMatch(
      /^\uFDFC[\d,]+\.\d{3}/,
    );
    await expect(booking.locator('dt:text-is("Payment Method") + dd')).toHaveText('Bank transfer');

    const items = page.getByRole('region', { name: 'Order Details' });
    const product = items.getByRole('listitem');
    await expect(product).toHaveCount(1);
    await expect(product).toContainText(artwork.product_name);
    await expect(product).toContainText(chosen.size);
    await expect(product).toContainText('Medium');
    await expect(product).toContainText('Orientation');
    expect(plain(await product.locator('.order-view__product-price').textContent())).toMatch(
      /1 × \uFDFC[\d,]+\.\d{3}$/,
    );
    const image = await product.locator('img').boundingBox();
    expect([Math.round(image!.width), Math.round(image!.height)]).toEqual([80, 80]);

    const prices = page.getByRole('region', { name: 'Price Info' });
    for (const row of ['Sub Total', 'Shipping Fee', 'Tax Fee', 'Total']) {
      expect(plain(await prices.locator(`dt:text-is("${row}") + dd`).textContent()), row).toMatch(
        /^\uFDFC[\d,]+\.\d{3}/,
      );
    }
    await expect(page.getByRole('region', { name: 'Paying by bank transfer' })).toContainText('IBAN');
    // Where it goes, as the buyer gave it.
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Aisha Al Balushi');
    await expect(delivery).toContainText('Way 3021, House 14, Bawshar, Muscat, Oman');
    await expect(delivery).toContainText(email);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/arts');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'confirmation');

    // The cart is empty now, and the stock was taken.
    const cart = await (await page.request.get(`/admin/api/cart/list/${await sessionIdOf(page)}`)).json();
    expect(cart.result).toEqual([]);
    expect(stockOf(await artworkBySlug(request, chosen.slug), chosen.color, chosen.size)).toBe(stock - 1);

    // The confirmation e-mail reached the outbox.
    const mail = await mailTo(request, email, new RegExp(bookingNo));
    expect(mail.subject).toBe(`Your order ${bookingNo} at Bait Al Fann Gallery`);
    expect(mail.text).toContain(artwork.product_name);
  });

  test('a print sold to someone else meanwhile is marked sold and holds checkout back', async ({ page, request }) => {
    const chosen = pick('soldMeanwhile');
    const artwork = await artworkBySlug(request, chosen.slug);
    const line = { id: artwork.id, color: chosen.color, size: chosen.size };
    await page.goto('/');
    await addToCart(page, line);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();

    // The last one goes to another buyer.
    await buyElsewhere(request, line);

    await page.reload();
    const cartLine = page.getByTestId('cart-line');
    await expect(cartLine).toContainText('Sold out');
    await expect(page.getByRole('alert')).toHaveText(
      'One artwork in your cart is no longer available. Remove it to check out.',
    );
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();

    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await page.getByRole('link', { name: 'Review your cart' }).click();
    await page.getByRole('button', { name: `Remove ${artwork.product_name} from the cart` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Removed From Cart' }).first()).toBeVisible();
    await expect(page.getByText('No items added to cart')).toBeVisible();
  });

  test('a guest checks out in French, to France, with the international shipping rate', async ({ page, request }) => {
    const chosen = pick('french');
    const artwork = await artworkBySlug(request, chosen.slug);
    await page.goto('/?lng=fr');
    await addToCart(page, { id: artwork.id, color: chosen.color, size: chosen.size });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Commande' })).toBeVisible();
    await expect(page.getByTestId('shipping-zone')).toHaveText('À Oman');

    const email = `client.${test.info().project.name}.${Date.now()}@example.fr`;
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('Camille Martin');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
    await page.getByRole('combobox', { name: 'Pays' }).selectOption('FR');
    await expect(page.getByTestId('shipping-zone')).toHaveText('Vers France (international)');
    await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Lyon');
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de la République');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('69002');
    await page.getByRole('radio', { name: /Paiement à la livraison/ }).check();
    await page.getByRole('button', { name: 'Passer la commande' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Merci. Votre commande a bien été reçue !' }),
    ).toBeVisible();
    const booking = page.getByRole('region', { name: 'Détails de la réservation' });
    await expect(booking.locator('dt:text-is("Mode de paiement") + dd')).toHaveText('Paiement à la livraison');
    const prices = page.getByRole('region', { name: 'Détail du prix' });
    // The international rate (35 OMR); an export carries no VAT by default.
    expect(plain(await prices.locator('dt:text-is("Frais de livraison") + dd').textContent())).toBe('\uFDFC35.000');
    expect(plain(await prices.locator('dt:text-is("TVA") + dd').textContent())).toBe('\uFDFC0.000');
    await expect(page.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute('href', '/arts');
    // The confirmation goes out in the language of the checkout.
    await mailTo(request, email, /^Votre commande BAF-\S+ à la galerie Bait Al Fann$/);
  });
});

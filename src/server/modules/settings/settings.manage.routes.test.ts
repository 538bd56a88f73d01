import { describe, expect, it } from 'vitest';
import { createDocument, createImage, expectRefusal } from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { currencyAnswer, currencyListAnswer, settingsManageAnswer } from '#shared/api/manage.ts';
import { settingsAnswer } from '#shared/api/gallery.ts';
import { cartAnswer } from '#shared/api/cart.ts';
import { addToCart, insertArtwork, json, newSessionId } from '#tests/factories/commerce.ts';

const t = manageRouteTest({ signIn: ['owner', 'editor'] });
const asOwner = t.call;
const storefrontSettings = async () =>
  settingsAnswer.parse((await t.app.inject({ method: 'GET', url: '/admin/api/setting' })).json()).result;

const endpoints = [
  { method: 'GET', path: '/settings' },
  { method: 'PUT', path: '/settings', body: { company_name: 'Taken over' } },
  { method: 'GET', path: '/currencies' },
  {
    method: 'POST',
    path: '/currencies',
    body: { code: 'AED', symbol: 'د.إ', name: 'Dirham', rate: '9.5', decimals: 2 },
  },
  { method: 'PUT', path: '/currencies/EUR', body: { symbol: '€', name: 'Euro', rate: '9', decimals: 2 } },
  { method: 'DELETE', path: '/currencies/EUR' },
] as const;

describe('settings and currencies: owner only', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, endpoints);
  });

  it('answers 403 to an editor and changes nothing', async () => {
    for (const call of endpoints) {
      const res = await t.call(call.method, call.path, 'body' in call ? call.body : undefined, t.editor);
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Only the gallery owner can do this.', errors: [] });
    }
    expect((await storefrontSettings()).company_name).toBe('Bait Al Fann Gallery');
    expect(await t.db.selectFrom('currency').select('code').execute()).toEqual([]);
    expect(await auditEntries(t.db)).toEqual([]);
  });
});

describe('settings', () => {
  it('answers every setting with its default on a fresh database', async () => {
    const res = await asOwner('GET', '/settings');
    expect(res.statusCode).toBe(200);
    const { result } = settingsManageAnswer.parse(res.json());
    expect(result).toMatchObject({
      company_name: 'Bait Al Fann Gallery',
      company_logo_id: null,
      company_logo: null,
      free_delivery_threshold: 200_000,
      default_currency: 'EUR',
      tax_rate: '5',
      shipping_rates: { oman: 3_000, gcc: 12_000, world: 35_000 },
      payment_methods: ['cod', 'bank_transfer'],
    });
  });

  it('changes only the keys it is sent, with an audit entry, and the storefront (and its ETag) follows at once', async () => {
    const logo = await createImage(t.ctx, { alt: 'Logo' });
    const first = await t.app.inject({ method: 'GET', url: '/admin/api/setting' });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const res = await asOwner('PUT', '/settings', {
      company_name: 'Bait Al Fann',
      company_logo_id: logo.id,
      instagram: 'https://instagram.com/baitalfann',
      free_delivery_threshold: 150_000,
      tax_rate: '5.5',
      shipping_rates: { oman: 2_000, gcc: 10_000, world: 30_000 },
      payment_methods: ['bank_transfer'],
      default_currency: 'OMR',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = settingsManageAnswer.parse(res.json());
    expect(result).toMatchObject({
      company_name: 'Bait Al Fann',
      company_logo_id: logo.id,
      instagram: 'https://instagram.com/baitalfann',
      free_delivery_threshold: 150_000,
      tax_rate: '5.5',
      payment_methods: ['bank_transfer'],
      default_currency: 'OMR',
      phone: '+968 2469 1234',
    });
    expect(result.company_logo?.url).toContain(logo.storage_key);
    const audit = await lastAudit(t.db);
    expect(audit).toMatchObject({ action: 'settings.update', entity: 'setting', staff_id: t.owner.id });
    expect(audit!.detail).toContain('company_name');
    expect(audit!.detail).not.toContain('phone');

    const after = await t.app.inject({ method: 'GET', url: '/admin/api/setting', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const shown = settingsAnswer.parse(after.json()).result;
    expect(shown).toMatchObject({
      company_name: 'Bait Al Fann',
      instrgram: 'https://instagram.com/baitalfann',
      free_delivery_threshold: 150_000,
      default_currency: 'OMR',
    });
    expect(shown.company_fav).toContain(logo.storage_key);
  });

  it('changes only the shipping zones it is sent, keeping the others’ rates', async () => {
    const before = settingsManageAnswer.parse((await asOwner('GET', '/settings')).json()).result.shipping_rates;
    const res = await asOwner('PUT', '/settings', { shipping_rates: { gcc: 11_500 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsManageAnswer.parse(res.json()).result.shipping_rates).toEqual({ ...before, gcc: 11_500 });
    expect((await lastAudit(t.db))!.detail).toBe('Changed settings: shipping_rates');
  });

  it('prices the next cart with a change of the tax and the free-delivery threshold at once, keeping every other setting', async () => {
    const was = settingsManageAnswer.parse((await asOwner('GET', '/settings')).json()).result;
    const artwork = await insertArtwork(t.db, { price: 100_000, discount: 0, stock: 1 });
    const session = newSessionId();
    expect((await addToCart(t.app, session, artwork.id)).statusCode).toBe(200);
    const cart = async () => cartAnswer.parse((await json(t.app, 'GET', `/admin/api/cart/list/${session}`)).json());
    const before = await cart();
    // The carts' settings are cached in memory (settings.service.ts): the change must reach them.
    expect((await asOwner('PUT', '/settings', { tax_rate: '10', free_delivery_threshold: 50_000 })).statusCode).toBe(
      200,
    );
    expect(await cart()).toMatchObject({
      sub_total: 100_000,
      shipping_price: 0,
      tax_price: 10_000,
      free_delivery_threshold: 50_000,
    });
    const back = { tax_rate: was.tax_rate, free_delivery_threshold: was.free_delivery_threshold };
    expect((await asOwner('PUT', '/settings', back)).statusCode).toBe(200);
    expect(await cart()).toEqual(before);
    // Every other setting is as it was (zod 4's partial shape once wrote them back to their defaults).
    expect(settingsManageAnswer.parse((await asOwner('GET', '/settings')).json()).result).toEqual(was);
  });

  it('refuses bad values with 400 naming the key, changing nothing', async () => {
    const pdf = await createDocument(t.ctx);
    const before = (await asOwner('GET', '/settings')).json();
    const audits = (await auditEntries(t.db)).length;
    for (const [body, field] of [
      [{ company_name: '' }, 'company_name'],
      [{ email: 'not-an-address' }, 'email'],
      [{ facebook: 'javascript:alert(1)' }, 'facebook'],
      [{ twitter: 'x.com/gallery' }, 'twitter'],
      [{ free_delivery_threshold: -1 }, 'free_delivery_threshold'],
      [{ free_delivery_threshold: 1.5 }, 'free_delivery_threshold'],
      [{ tax_rate: 5 }, 'tax_rate'],
      [{ tax_rate: '101' }, 'tax_rate'],
      [{ tax_rate: '-5' }, 'tax_rate'],
      [{ shipping_rates: {} }, 'shipping_rates'],
      [{ shipping_rates: { gcc: -1 } }, 'shipping_rates.gcc'],
      [{ shipping_rates: { mars: 1 } }, 'shipping_rates'],
      [{ payment_methods: [] }, 'payment_methods'],
      [{ payment_methods: ['card'] }, 'payment_methods.0'],
      [{ default_currency: 'JPY' }, 'default_currency'],
      [{ default_currency: 'euro' }, 'default_currency'],
      [{ company_logo_id: pdf.id }, 'company_logo_id'],
      [{ mailing_list_url: 'ftp://lists.example.com' }, 'mailing_list_url'],
      [{ phone: 'call me maybe!!' }, 'phone'],
      [{ phone: '<script>alert(1)</script>' }, 'phone'],
      [{ phone: 24691234 }, 'phone'],
      [{ theme: 'dark' }, 'theme'],
    ] as const) {
      expectRefusal(await asOwner('PUT', '/settings', body), 400, field);
    }
    expect((await asOwner('GET', '/settings')).json()).toEqual(before);
    expect((await auditEntries(t.db)).length).toBe(audits);
  });
});

describe('the gallery phone', () => {
  const storefrontPhone = async () => (await storefrontSettings()).phone;

  it('is refused with 400 naming it, in the checkout words, when it is not a phone number, keeping the one saved', async () => {
    expect((await asOwner('PUT', '/settings', { phone: '+968 2469 1234' })).statusCode).toBe(200);
    const audits = (await auditEntries(t.db)).length;
    for (const phone of [
      'call me maybe!!',
      '<script>alert("x")</script>',
      '+968',
      '+968 2469 1234 ext. 5',
      '9'.repeat(31),
    ]) {
      const res = await asOwner('PUT', '/settings', { phone, company_name: 'Renamed meanwhile' });
      expect(expectRefusal(res, 400, 'phone').errors).toContainEqual({
        field: 'phone',
        message: 'must be a phone number such as +968 9123 4567',
      });
    }
    expect(await storefrontPhone()).toBe('+968 2469 1234');
    expect((await storefrontSettings()).company_name).not.toBe('Renamed meanwhile');
    expect((await auditEntries(t.db)).length).toBe(audits);
  });

  it('keeps a phone number as written, without the spaces around it, or none at all', async () => {
    for (const [phone, kept] of [
      ['  +968 9123 4567 ', '+968 9123 4567'],
      ['+968 (24) 69-1234', '+968 (24) 69-1234'],
      ['', ''],
      ['   ', ''],
    ] as const) {
      const res = await asOwner('PUT', '/settings', { phone });
      expect(res.statusCode, res.body).toBe(200);
      expect(settingsManageAnswer.parse(res.json()).result.phone).toBe(kept);
      expect(await storefrontPhone()).toBe(kept);
    }
    expect((await asOwner('PUT', '/settings', { phone: '+968 2469 1234' })).statusCode).toBe(200);
  });
});

describe('currencies', () => {
  it('offers OMR alone at first, then adds currencies after it', async () => {
    const initial = currencyListAnswer.parse((await asOwner('GET', '/currencies')).json()).result;
    expect(initial).toEqual([
      {
        code: 'OMR',
        symbol: '\uFDFC',
        name: 'Omani Rial',
        rate: '1',
        decimals: 3,
        position: 0,
        is_base: true,
        is_default: true,
      },
    ]);

    const res = await asOwner('POST', '/currencies', {
      code: 'eur',
      symbol: '€',
      name: 'Euro',
      rate: '2.3810',
      decimals: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(currencyAnswer.parse(res.json()).result).toMatchObject({
      code: 'EUR',
      rate: '2.3810',
      position: 1,
      is_base: false,
    });
    await asOwner('POST', '/currencies', {
      code: 'USD',
      symbol: '$',
      name: 'US Dollar',
      rate: '002.6008',
      decimals: 2,
    });
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'currency.create',
      entity: 'currency',
      entity_id: 'USD',
      staff_id: t.owner.id,
    });

    const list = currencyListAnswer.parse((await asOwner('GET', '/currencies')).json()).result;
    expect(list.map((c) => [c.code, c.rate, c.position])).toEqual([
      ['OMR', '1', 0],
      ['EUR', '2.3810', 1],
      ['USD', '2.6008', 2],
    ]);
    const shown = await storefrontSettings();
    expect(shown.currencies.map((c) => [c.code, c.currencyRate])).toEqual([
      ['OMR', '1'],
      ['EUR', '2.3810'],
      ['USD', '2.6008'],
    ]);
    expectRefusal(
      await asOwner('POST', '/currencies', { code: 'EUR', symbol: '€', name: 'Euro', rate: '2', decimals: 2 }),
      409,
      'code',
    );
  });

  it('changes a rate; the storefront shows it at once', async () => {
    const res = await asOwner('PUT', '/currencies/eur', { symbol: '€', name: 'Euro', rate: '2.4000', decimals: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(currencyAnswer.parse(res.json()).result).toMatchObject({ code: 'EUR', rate: '2.4000' });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'currency.update', entity_id: 'EUR' });
    expect((await lastAudit(t.db))!.detail).toContain('rate 2.3810 → 2.4000');
    expect((await storefrontSettings()).currencies.find((c) => c.code === 'EUR')?.currencyRate).toBe('2.4000');
    expectRefusal(await asOwner('PUT', '/currencies/JPY', { symbol: '¥', name: 'Yen', rate: '300', decimals: 0 }), 404);
  });

  it('refuses bad currencies with 400 naming the field', async () => {
    const valid = { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.04', decimals: 2 };
    for (const [override, field] of [
      [{ rate: '0' }, 'rate'],
      [{ rate: '0.000' }, 'rate'],
      [{ rate: '-2' }, 'rate'],
      [{ rate: '2,04' }, 'rate'],
      [{ rate: 2.04 }, 'rate'],
      [{ rate: '1e3' }, 'rate'],
      [{ decimals: 4 }, 'decimals'],
      [{ decimals: -1 }, 'decimals'],
      [{ code: 'POUND' }, 'code'],
      [{ symbol: '' }, 'symbol'],
    ] as const) {
      expectRefusal(await asOwner('POST', '/currencies', { ...valid, ...override }), 400, field);
    }
    expectRefusal(
      await asOwner('PUT', '/currencies/OMR', { symbol: 'ر.ع.', name: 'Omani Rial', rate: '2', decimals: 3 }),
      400,
      'rate',
    );
    expectRefusal(
      await asOwner('PUT', '/currencies/OMR', { symbol: 'ر.ع.', name: 'Omani Rial', rate: '1', decimals: 2 }),
      400,
      'decimals',
    );
    expectRefusal(await asOwner('PUT', '/currencies/EUR', { rate: '2' }), 400, 'symbol');
    expectRefusal(
      await asOwner('PUT', '/currencies/E1', { symbol: 'x', name: 'x', rate: '1', decimals: 2 }),
      400,
      'code',
    );
    expect((await t.db.selectFrom('currency').select('code').execute()).map((c) => c.code).sort()).toEqual([
      'EUR',
      'OMR',
      'USD',
    ]);
  });

  it('never removes OMR or the default currency (409), and removes the others', async () => {
    await asOwner('PUT', '/settings', { default_currency: 'EUR' });
    const base = expectRefusal(await asOwner('DELETE', '/currencies/OMR'), 409, 'code');
    expect(base.message).toBe('OMR cannot be removed: prices are kept in Omani rials.');
    const byDefault = expectRefusal(await asOwner('DELETE', '/currencies/EUR'), 409, 'code');
    expect(byDefault.message).toBe(
      "EUR is the storefront's default currency. Choose another default in the settings first.",
    );
    expectRefusal(await asOwner('DELETE', '/currencies/JPY'), 404);

    const audits = (await auditEntries(t.db)).length;
    const res = await asOwner('DELETE', '/currencies/USD');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'USD has been removed.' });
    expect((await auditEntries(t.db)).length).toBe(audits + 1);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'currency.delete', entity_id: 'USD' });
    expect((await storefrontSettings()).currencies.map((c) => c.code)).toEqual(['OMR', 'EUR']);
    // A default that is not a currency any more cannot be chosen.
    expectRefusal(await asOwner('PUT', '/settings', { default_currency: 'USD' }), 400, 'default_currency');
  });
});

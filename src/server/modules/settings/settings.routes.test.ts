import { describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { createCurrencies, createImage, setSettings } from '#tests/factories/index.ts';
import { settingsAnswer } from '#shared/api/gallery.ts';
import { translationsAnswer } from '#shared/api/translations.ts';
import { manage, signedInStaff } from '#tests/factories/staff.ts';

const t = routeTest({ MAILING_LIST_URL: 'https://lists.example.com/subscribe' });

const getSettings = () => t.app.inject({ method: 'GET', url: '/admin/api/setting' });

describe('GET /setting', () => {
  it('answers defaults on a fresh database, with the base currency always offered', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    const { result } = settingsAnswer.parse(res.json());
    expect(result).toMatchObject({
      company_name: 'Bait Al Fann Gallery',
      company_fav: '',
      facbook: '',
      instrgram: '',
      free_delivery_threshold: 200_000,
      default_currency: 'EUR',
      tax_rate: '5',
      mailing_list_url: 'https://lists.example.com/subscribe',
      template: 'Bait Al Fann',
    });
    expect(result.meta_description).toContain('Oman');
    expect(result.currencies).toEqual([
      { code: 'OMR', currencySymbol: '\uFDFC', currencyName: 'Omani Rial', currencyRate: '1', decimals: 3 },
    ]);
  });

  it("maps the gallery's settings to the API's field spellings and lists the currencies in order", async () => {
    const logo = await createImage(t.ctx, { alt: 'Logo' });
    await setSettings(t.ctx, {
      company_name: 'Bait Al Fann',
      company_logo_id: logo.id,
      facebook: 'https://facebook.com/baitalfann',
      instagram: 'https://instagram.com/baitalfann',
      twitter: 'https://x.com/baitalfann',
      google_plus: '',
      mailing_list_url: 'https://mail.example.com/list',
      template: 'Bait Al Fann Gallery',
    });
    await createCurrencies(t.ctx);
    const res = await getSettings();
    const { result } = settingsAnswer.parse(res.json());
    expect(result).toMatchObject({
      company_name: 'Bait Al Fann',
      facbook: 'https://facebook.com/baitalfann',
      instrgram: 'https://instagram.com/baitalfann',
      twitter: 'https://x.com/baitalfann',
      mailing_list_url: 'https://mail.example.com/list',
      template: 'Bait Al Fann Gallery',
    });
    expect(result.company_fav).toMatch(new RegExp(`^/media/${logo.storage_key}-\\d+\\.webp$`));
    expect(result.currencies.map((c) => [c.code, c.currencyRate, c.decimals])).toEqual([
      ['OMR', '1', 3],
      ['USD', '2.6008', 2],
      ['EUR', '2.3912', 2],
      ['GBP', '2.0483', 2],
    ]);
  });

  it('is cacheable for a minute and revalidates with an ETag', async () => {
    const res = await getSettings();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/api/setting', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    await setSettings(t.ctx, { phone: '+968 2400 0000' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/admin/api/setting',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(settingsAnswer.parse(changed.json()).result.phone).toBe('+968 2400 0000');
  });

  it('answers 404 with { message, errors } for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/setting', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: [] });
  });
});

describe("the settings' texts in other languages", () => {
  it('are translated in the back office and shown in the visitor’s language, English where none is', async () => {
    const owner = await signedInStaff(t.db, 'owner');
    const before = await manage(t.app, 'GET', '/translations/settings/site', owner.cookies);
    expect(before.statusCode).toBe(200);
    const loaded = translationsAnswer.parse(before.json()).result;
    expect(loaded.fields.map((f) => f.name)).toEqual([
      'company_name',
      'address',
      'template',
      'meta_description',
      'bank_transfer_instructions',
    ]);
    const english = settingsAnswer.parse((await getSettings()).json()).result;
    expect(loaded.fields[0]!.english).toBe(english.company_name);

    const saved = await manage(t.app, 'PUT', '/translations/settings/site', owner.cookies, {
      ar: { company_name: 'معرض بيت الفن', address: 'شاطئ القرم، مسقط' },
      fr: { meta_description: 'Art original en ligne à Oman.' },
      updated_at: loaded.updated_at,
    });
    expect(saved.statusCode).toBe(200);

    const arabic = await t.app.inject({ method: 'GET', url: '/admin/api/setting?lng=ar' });
    expect(arabic.headers.vary).toMatch(/accept-language/);
    expect(settingsAnswer.parse(arabic.json()).result).toMatchObject({
      company_name: 'معرض بيت الفن',
      address: 'شاطئ القرم، مسقط',
      template: english.template,
    });
    const french = await t.app.inject({
      method: 'GET',
      url: '/admin/api/setting',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(settingsAnswer.parse(french.json()).result).toMatchObject({
      company_name: english.company_name,
      meta_description: 'Art original en ligne à Oman.',
    });
  });

  it('name their one record: another id is a 404 naming the field', async () => {
    const owner = await signedInStaff(t.db, 'owner');
    const res = await manage(t.app, 'GET', '/translations/settings/other', owner.cookies);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([{ field: 'id', message: 'no settings has this id' }]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedSettings } from '#shared/api/manage.ts';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const stored: ManagedSettings = {
  company_name: 'Bait Al Fann Gallery',
  company_logo_id: null,
  company_logo: null,
  address: 'Way 2817, Qurum, Muscat',
  phone: '+968 2469 1234',
  email: 'hello@baitalfann.om',
  facebook: '',
  twitter: '',
  instagram: '',
  google_plus: '',
  free_delivery_threshold: 200_000,
  default_currency: 'OMR',
  tax_rate: '5',
  export_tax_rates: { gcc: '0', world: '0' },
  vat_number: '',
  shipping_rates: { oman: 3_000, gcc: 12_000, world: 35_000 },
  payment_methods: ['cod', 'bank_transfer'],
  bank_transfer_instructions: '',
  reservation_days: 7,
  template: '',
  meta_description: '',
  mailing_list_url: '',
};

/** The settings screen over `stored`; a PUT answers `refuse`'s refusal, or saves what it is sent. */
function openSettings(refuse?: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  let settings = { ...stored };
  const view = renderAdmin('/settings', (call) => {
    const { method, path, body } = call;
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method === 'GET' && path === '/admin/api/manage/settings') return { status: 200, body: { result: settings } };
    if (method === 'GET' && path.startsWith('/admin/api/manage/currencies')) {
      const omr = { code: 'OMR', symbol: 'ر.ع.', name: 'Omani rial', rate: '1', decimals: 3, position: 0 };
      return { status: 200, body: { result: [{ ...omr, is_base: true, is_default: true }] } };
    }
    if (method === 'PUT' && path === '/admin/api/manage/settings') {
      const refused = refuse?.(call);
      if (refused) return refused;
      const sent = body as Partial<ManagedSettings>;
      settings = {
        ...settings,
        ...sent,
        // As the server does: the zones left out keep their rates.
        shipping_rates: { ...settings.shipping_rates, ...sent.shipping_rates },
      };
      return { status: 200, body: { result: settings } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  /** A colleague's save, made while this screen is open. */
  const colleagueSaves = (change: Partial<ManagedSettings>) => (settings = { ...settings, ...change });
  return { ...view, colleagueSaves };
}

/** The Phone field once the settings have loaded (the screen's code is loaded on demand). */
const phoneField = () => screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

/** The field's error (or hint) as the control's description says it. */
const noteOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the settings phone', { timeout: 20_000 }, () => {
  it('refuses what is not a phone number beside the field, keeping what was typed, and sends nothing', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    const phone = await phoneField();
    for (const typed of ['call me maybe!!', '<script>alert(1)</script>']) {
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
      await waitFor(() => expect(phone).toHaveFocus());
      expect(noteOf(phone)).toBe('Enter a phone number such as +968 9123 4567.');
      expect(phone).toHaveValue(typed);
      expect(screen.getByText('One field needs your attention')).toBeInTheDocument();
    }
    expect(puts(view.calls)).toEqual([]);

    // Mended, the error goes and the number is saved as typed, without the spaces around it.
    await user.clear(phone);
    await user.type(phone, ' +968 2469 5555 ');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The storefront uses the new settings now.')).toBeInTheDocument();
    expect(puts(view.calls)).toHaveLength(1);
    // Only what changed is sent: a colleague's save of other settings meanwhile stays.
    expect(puts(view.calls)[0]!.body).toEqual({ phone: '+968 2469 5555' });
  });

  it('keeps the VAT registration number for the invoices, checked beside its field', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    await phoneField();
    const vat = screen.getByLabelText(/^VAT registration number/);
    await user.type(vat, 'OM<11>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/Use letters, digits, spaces and dashes only/));
    expect(puts(view.calls)).toEqual([]);
    await user.clear(vat);
    await user.type(vat, 'OM1100012345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(view.calls)).toHaveLength(1));
    expect(puts(view.calls)[0]!.body).toMatchObject({ vat_number: 'OM1100012345' });
  });

  it('sets the export VAT rates by zone and the days a reservation waits for its payment', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    await phoneField();
    const gcc = screen.getByLabelText(/^VAT on deliveries to the GCC/);
    const days = screen.getByLabelText(/^Days to pay for a reserved work/);
    expect(gcc).toHaveValue('0');
    expect(days).toHaveValue('7');
    await user.clear(gcc);
    await user.type(gcc, '150');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gcc).toHaveAccessibleDescription(/Enter a percentage from 0 to 100/));
    expect(days).toHaveAccessibleDescription(/Enter a whole number of days from 1 to 365/);
    expect(puts(view.calls)).toEqual([]);
    await user.clear(gcc);
    await user.type(gcc, '5');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(view.calls)).toHaveLength(1));
    // Only the zone changed: the world's rate is left as a colleague may have set it.
    expect(puts(view.calls)[0]!.body).toEqual({ export_tax_rates: { gcc: '5' }, reservation_days: 10 });
  });

  it('refuses a shipping rate that is not an amount in rials, in rials, beside its field', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    await phoneField();
    const world = screen.getByRole('textbox', { name: /Rest of the world/ });
    const oman = screen.getByRole('textbox', { name: /^Oman/ });
    await user.clear(world);
    await user.type(world, '3.5000');
    await user.clear(oman);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(world).toHaveAccessibleDescription(/^Enter an amount in rials with at most 3 decimals/));
    expect(oman).toHaveAccessibleDescription('This field is required.');
    expect(puts(view.calls)).toEqual([]);
  });

  it('lets the phone be left empty', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    await user.clear(await phoneField());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(view.calls)).toHaveLength(1));
    expect(puts(view.calls)[0]!.body).toMatchObject({ phone: '' });
  });

  it("shows the server's refusal on the Phone field and keeps the typed number", async () => {
    const message = 'must be a phone number such as +968 9123 4567';
    const view = openSettings(() => ({
      status: 400,
      body: { message: `phone: ${message}`, errors: [{ field: 'phone', message }] },
    }));
    const user = userEvent.setup({ delay: null });
    const phone = await phoneField();
    await user.clear(phone);
    await user.type(phone, '+968 2469 5555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    // In the back office's words, as the form's own check says it.
    expect(noteOf(phone)).toBe('Enter a phone number such as +968 9123 4567.');
    expect(phone).toHaveValue('+968 2469 5555');
    expect(puts(view.calls)).toHaveLength(1);
  });
});

describe('a save while a colleague saved other settings', { timeout: 20_000 }, () => {
  it('sends only what this form changed, and shows the colleague’s change after the save', async () => {
    const view = openSettings();
    const user = userEvent.setup({ delay: null });
    const phone = await phoneField();
    view.colleagueSaves({ email: 'sales@baitalfann.om', shipping_rates: { oman: 4_000, gcc: 12_000, world: 35_000 } });
    await user.clear(phone);
    await user.type(phone, '+968 2469 7777');
    // Of the shipping rates, only the zone changed here goes: the colleague's Oman rate stays.
    const world = screen.getByRole('textbox', { name: /Rest of the world/ });
    await user.clear(world);
    await user.type(world, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The storefront uses the new settings now.')).toBeInTheDocument();
    expect(puts(view.calls).map((call) => call.body)).toEqual([
      { phone: '+968 2469 7777', shipping_rates: { world: 40_000 } },
    ]);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sales@baitalfann.om');
  });
});

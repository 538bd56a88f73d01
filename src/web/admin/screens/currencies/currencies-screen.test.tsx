import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const omr = { code: 'OMR', symbol: 'ر.ع.', name: 'Omani rial', rate: '1', decimals: 3, position: 0 };

/** The currencies screen with the rial alone; a POST answers `refuse`'s refusal, or creates the currency. */
function openCurrencies(refuse?: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  const view = renderAdmin('/currencies', (call) => {
    const { method, path, body } = call;
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method === 'GET' && path.startsWith('/admin/api/manage/currencies')) {
      return { status: 200, body: { result: [{ ...omr, is_base: true, is_default: true }] } };
    }
    if (method === 'POST' && path === '/admin/api/manage/currencies') {
      return (
        refuse?.(call) ?? {
          status: 201,
          body: { result: { ...(body as object), is_base: false, is_default: false } },
        }
      );
    }
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

async function addDialog() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Add currency' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
  return { user, dialog, field };
}

describe('the currency form', { timeout: 20_000 }, () => {
  it("checks a new currency with the API's schema, beside each field, and sends nothing", async () => {
    const view = openCurrencies();
    const { user, dialog, field } = await addDialog();
    await user.type(field('Code'), 'E1');
    await user.type(field('Rate per 1 OMR'), '0');
    await user.clear(field('Decimals'));
    await user.type(field('Decimals'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription('Enter a three-letter code such as EUR.'));
    expect(field('Symbol')).toHaveAccessibleDescription('This field is required.');
    expect(field('Rate per 1 OMR')).toHaveAccessibleDescription('Enter a positive rate such as 2.6008.');
    expect(field('Decimals')).toHaveAccessibleDescription('Enter a number from 0 to 3.');
    expect(posts(view.calls)).toEqual([]);

    await user.clear(field('Code'));
    await user.type(field('Code'), 'eur');
    await user.type(field('Symbol'), '€');
    await user.type(field('Name'), 'Euro');
    await user.clear(field('Rate per 1 OMR'));
    await user.type(field('Rate per 1 OMR'), ' 2.3912 ');
    await user.clear(field('Decimals'));
    await user.type(field('Decimals'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    expect(await screen.findByText('EUR has been saved.')).toBeInTheDocument();
    expect(posts(view.calls).map((c) => c.body)).toEqual([
      { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.3912', decimals: 2, position: 1 },
    ]);
  });

  it("shows the server's refusal of the code beside the Code field", async () => {
    const view = openCurrencies(() => ({
      status: 409,
      body: {
        message: 'code: EUR is already a currency',
        errors: [{ field: 'code', message: 'is already a currency' }],
      },
    }));
    const { user, dialog, field } = await addDialog();
    await user.type(field('Code'), 'EUR');
    await user.type(field('Symbol'), '€');
    await user.type(field('Name'), 'Euro');
    await user.type(field('Rate per 1 OMR'), '2.3912');
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    await waitFor(() => expect(field('Code')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Code')).toHaveAccessibleDescription('is already a currency');
    expect(field('Code')).toHaveValue('EUR');
    expect(posts(view.calls)).toHaveLength(1);
  });
});

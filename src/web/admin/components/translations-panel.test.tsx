import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranslationsAnswer } from '#shared/api/translations.ts';
import { renderWithStore, type FakeCall } from '../test-utils.tsx';
import { TranslationsPanel } from './translations-panel.tsx';

const answer = (values: Partial<TranslationsAnswer['values']> = {}): TranslationsAnswer => ({
  entity: 'page',
  id: 'about-us',
  fields: [
    { name: 'page_name', kind: 'text', max: 200, english: 'About Us' },
    { name: 'page_description', kind: 'rich', max: 100_000, english: '<p>Since <b>2012</b>.</p>' },
  ],
  values: { fr: {}, de: {}, ar: {}, ...values },
  updated_at: null,
});

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function render(handler: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  const view = renderWithStore(<TranslationsPanel entity="page" id="about-us" />, handler);
  cleanup = view.cleanup;
  return view;
}

describe('TranslationsPanel', () => {
  it('shows a tab per language with the English text under each field, Arabic right to left', async () => {
    render((call) =>
      call.method === 'GET' ? { status: 200, body: { result: answer({ fr: { page_name: 'À propos' } }) } } : undefined,
    );
    const title = await screen.findByRole('textbox', { name: /Page title/ });
    expect(title).toHaveValue('À propos');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('English: About Us')).toBeInTheDocument();
    expect(screen.getByText('English: Since 2012 .')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Français1/2', 'Deutsch0/2', 'العربية0/2']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: /العربية/ }));
    const arabic = screen.getByRole('textbox', { name: /Page title/ });
    expect(arabic).toHaveValue('');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    const text = screen.getByRole('textbox', { name: 'Page text' });
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('lang', 'ar');
    // Only what is written turns right to left: the English reminder under it reads left to right.
    expect(screen.getByText('English: Since 2012 .').closest('[dir="rtl"]')).toBeNull();
  });

  it('saves the three languages and confirms', async () => {
    const view = render((call) => {
      if (call.method === 'GET') return { status: 200, body: { result: answer() } };
      const body = call.body as TranslationsAnswer['values'];
      return { status: 200, body: { result: answer(body) } };
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Page title/ }), 'À propos');
    await userEvent.click(screen.getByRole('tab', { name: /Deutsch/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Page title/ }), 'Über uns');
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('Saved. The storefront shows the translations now.')).toBeInTheDocument();
    const put = view.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/admin/api/manage/translations/page/about-us');
    expect(put.body).toEqual({
      fr: { page_name: 'À propos', page_description: '' },
      de: { page_name: 'Über uns', page_description: '' },
      ar: { page_name: '', page_description: '' },
      // The stamp the form loaded (none yet): a colleague's save since would be refused, not undone.
      updated_at: null,
    });
    expect(screen.getByRole('tab', { name: /Deutsch/ })).toHaveTextContent('1/2');
  });

  it('shows the server’s refusal on the field and language it names', async () => {
    render((call) =>
      call.method === 'GET'
        ? { status: 200, body: { result: answer() } }
        : {
            status: 400,
            body: {
              message: 'ar.page_name: must be at most 200 characters',
              errors: [{ field: 'ar.page_name', message: 'must be at most 200 characters' }],
            },
          },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Page title/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Saved. The storefront shows the translations now.')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContentLanguage } from '#web/lib/content-language.ts';
import { setRequestLanguageSource } from '#web/lib/api.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { useGetPageQuery } from '#web/features/pages/api/get-page.ts';

const NAMES: Record<string, string> = { en: 'About Us', fr: 'À propos', ar: 'من نحن' };

/** A fake API answering the About page in the language the request names, recording what it was asked. */
function fakeApi() {
  const languages: (string | null)[] = [];
  mockApi({}); // for its page-relative Request; fetch is replaced below
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const language = input.headers.get('accept-language');
      languages.push(language);
      const page = {
        slug: 'about-us',
        page_name: NAMES[language ?? 'en'] ?? NAMES.en,
        page_description: '',
        cards: [],
      };
      return new Response(JSON.stringify({ result: page }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return languages;
}

/** The storefront's wiring (App calls useContentLanguage) around one screen with a language switch. */
function AboutTitle() {
  const { i18n } = useTranslation();
  useContentLanguage(i18n, useAppDispatch());
  const { data } = useGetPageQuery('about-us');
  return (
    <>
      <h1>{data?.page_name ?? '…'}</h1>
      <button type="button" onClick={() => void i18n.changeLanguage('ar')}>
        العربية
      </button>
      <button type="button" onClick={() => void i18n.changeLanguage('en')}>
        English
      </button>
    </>
  );
}

afterEach(() => setRequestLanguageSource(() => undefined));

describe('content in the storefront’s language', () => {
  it('sends the current language as Accept-Language and fetches the content again when it changes', async () => {
    const languages = fakeApi();
    renderWithProviders(<AboutTitle />, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'À propos' })).toBeInTheDocument();
    expect(languages).toEqual(['fr']);

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'من نحن' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(languages).toEqual(['fr', 'ar', 'en']);
  });
});

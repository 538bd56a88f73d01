import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ManagedArtist,
  ManagedExhibition,
  ManagedHomeSection,
  ManagedPage,
  ManagedPress,
} from '#shared/api/manage.ts';
import type { TranslationsAnswer } from '#shared/api/translations.ts';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const stamp = { created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };

const artist: ManagedArtist = {
  id: 12,
  artist_slug: 'fatma-al-lawati',
  storefront_url: '/artist/fatma-al-lawati',
  first_name: 'Fatma',
  last_name: 'Al Lawati',
  full_name: 'Fatma Al Lawati',
  description: '<p>Paints the sea.</p>',
  location: 'Muscat',
  position: 0,
  profile_image_id: null,
  profile_image: null,
  artwork_count: 0,
  published_count: 0,
  ...stamp,
};
const exhibition: ManagedExhibition = {
  id: 34,
  exhibition_slug: 'coastlines',
  storefront_url: '/exhibitions/coastlines',
  title: 'Coastlines',
  short_description: 'The sea.',
  full_description: '<p>The sea.</p>',
  start_date: '2026-11-01',
  end_date: '2026-12-01',
  status: 'current',
  venue: null,
  kind: 'group',
  published: true,
  image_id: null,
  image: null,
  artwork_ids: [],
  artworks: [],
  application_count: 0,
  ...stamp,
};
const article: ManagedPress = {
  id: 56,
  article_title: 'A gallery by the sea',
  press_name: 'Times of Oman',
  published_on: '2026-10-01',
  image_id: null,
  image: null,
  press_logo_id: null,
  press_logo: null,
  pdf_id: null,
  pdf: null,
  ...stamp,
};
const page = (exists: boolean): ManagedPage => ({
  slug: 'about-us',
  exists,
  page_name: 'About Us',
  page_description: '<p>Since 2012.</p>',
  cards: [],
  updated_at: exists ? stamp.updated_at : null,
});

const translations = (entity: string, id: string): TranslationsAnswer => ({
  entity,
  id,
  fields: [{ name: 'title', kind: 'text', max: 200, english: 'English title' }],
  values: { fr: { title: 'Titre français' }, de: {}, ar: {} },
  updated_at: null,
});

const empty = { result: [], page: 1, per_page: 200, total: 0 };

/** The back office at `path`, its API answering `records` (path below /manage → answer) and any translations. */
function open(path: string, records: Record<string, unknown>) {
  const view = renderAdmin(path, ({ method, path: url }: FakeCall) => {
    if (url === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method !== 'GET') return undefined;
    const below = url.replace('/admin/api/manage/', '');
    const translated = /^translations\/([a-z_]+)\/([a-z0-9-]+)$/.exec(below);
    if (translated) return { status: 200, body: { result: translations(translated[1]!, translated[2]!) } };
    if (below in records) return { status: 200, body: { result: records[below] } };
    if (/^(artists|exhibitions|artworks)\?/.test(below)) return { status: 200, body: empty };
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

/** The panel is a closed card below the form until staff open it. */
async function openPanel() {
  const toggle = await screen.findByRole('button', { name: 'Translate' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'Translations' })).toBeNull();
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide translations' })).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('form', { name: 'Translations' });
}
const translationCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.includes('/translations/')).map((c) => c.path);

describe('the translations panel on the edit screens', () => {
  it.each([
    {
      what: 'an artist',
      path: `/artists/${artist.id}`,
      records: { [`artists/${artist.id}`]: artist },
      api: `artist/${artist.id}`,
      title: 'Fatma Al Lawati',
    },
    {
      what: 'an exhibition',
      path: `/exhibitions/${exhibition.id}`,
      records: { [`exhibitions/${exhibition.id}`]: exhibition },
      api: `exhibition/${exhibition.id}`,
      title: 'Coastlines',
    },
    {
      what: 'a press article',
      path: `/press/${article.id}`,
      records: { [`press/${article.id}`]: article },
      api: `press_article/${article.id}`,
      title: 'A gallery by the sea',
    },
    {
      what: 'a content page',
      path: '/pages/about-us',
      records: { 'pages/about-us': page(true) },
      api: 'page/about-us',
      title: 'About Us',
    },
  ])('appears below the form of $what that is saved, in its own card', async ({ path, records, api, title }) => {
    const view = open(path, records);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(translationCalls(view.calls)).toEqual([]);
    const form = await openPanel();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Titre français');
    expect(within(form).getByText('English: English title')).toBeInTheDocument();
    // A card of its own, outside the record's form (a form cannot hold another).
    expect(form.closest('.adm-edit')).toBeNull();
    expect(form.closest('section')).toHaveTextContent('Translations');
    expect(translationCalls(view.calls)).toEqual([`/admin/api/manage/translations/${api}`]);
  });

  it.each([
    { what: 'artist', path: '/artists/new', heading: 'New artist' },
    { what: 'exhibition', path: '/exhibitions/new', heading: 'New exhibition' },
    { what: 'press article', path: '/press/new', heading: 'New press article' },
    { what: 'artwork', path: '/artworks/new', heading: 'New artwork' },
  ])('is not on the screen of a new $what', async ({ path, heading }) => {
    const view = open(path, {});
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Translations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(screen.queryByText('Translations')).toBeNull();
    expect(translationCalls(view.calls)).toEqual([]);
  });

  it('is not on a content page that was never written', async () => {
    const view = open('/pages/about-us', { 'pages/about-us': page(false) });
    expect(await screen.findByRole('heading', { name: 'About Us', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(translationCalls(view.calls)).toEqual([]);
  });

  it('lets staff pick a saved home page section and translate its title, below the sections’ form', async () => {
    const section = (
      id: number,
      kind: ManagedHomeSection['kind'],
      title: string,
      position: number,
    ): ManagedHomeSection => ({
      id,
      kind,
      title,
      subtitle: null,
      enabled: true,
      position,
      updated_at: '2026-11-30T08:00:00.000Z',
      config: {},
      image: null,
    });
    const view = open('/home-page', {
      'home-sections': [section(7, 'press', 'In the press', 0), section(8, 'newsletter', 'Stay in touch', 1)],
    });
    expect(await screen.findByRole('heading', { name: 'Section titles in other languages' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Translations' });
    expect(form.closest('.adm-edit')).toBeNull();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Titre français');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Stay in touch');
    await screen.findByRole('form', { name: 'Translations' });
    expect(translationCalls(view.calls)).toEqual([
      '/admin/api/manage/translations/home_section/7',
      '/admin/api/manage/translations/home_section/8',
    ]);

    // Text typed for one section is still there, unsaved, after another was picked in between.
    const title = () =>
      within(screen.getByRole('form', { name: 'Translations' })).getByRole('textbox', { name: /Title/ });
    await vi.waitFor(() => expect(title()).toHaveValue('Titre français'));
    await userEvent.clear(title());
    await userEvent.type(title(), 'Restez en contact');
    const picker = screen.getByRole('combobox', { name: 'Section' });
    expect(within(picker).getByRole('option', { name: 'Stay in touch (not saved)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'In the press');
    expect(title()).toHaveValue('Titre français');
    // The first section shown keeps its typed text too.
    await userEvent.clear(title());
    await userEvent.type(title(), 'Dans la presse');
    await userEvent.selectOptions(picker, 'Stay in touch (not saved)');
    expect(title()).toHaveValue('Restez en contact');
    await userEvent.selectOptions(picker, 'In the press (not saved)');
    expect(title()).toHaveValue('Dans la presse');
    expect(screen.getAllByRole('form', { name: 'Translations' })).toHaveLength(1);
    expect(translationCalls(view.calls)).toHaveLength(2);
  });

  it('lets staff pick a saved card of a content page and translate it, and sends each card back with its id', async () => {
    const card = (id: number, title: string, position: number): ManagedPage['cards'][number] => ({
      id,
      title,
      body: `<p>${title}.</p>`,
      image_id: null,
      image: null,
      link: null,
      position,
    });
    const withCards: ManagedPage = { ...page(true), cards: [card(41, 'Original works', 0), card(42, 'Prints', 1)] };
    const view = open('/pages/about-us', { 'pages/about-us': withCards });
    expect(await screen.findByRole('heading', { name: 'Cards in other languages' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Translations' });
    expect(form.closest('.adm-edit')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Card' }), 'Prints');
    await screen.findByRole('form', { name: 'Translations' });
    expect(translationCalls(view.calls)).toEqual([
      '/admin/api/manage/translations/page_card/41',
      '/admin/api/manage/translations/page_card/42',
    ]);

    // The cards move and one is added: the saved ones keep their ids, the new one has none.
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Original works' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Title' }).at(-1)!, 'Framing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(view.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = view.calls.find((c) => c.method === 'PUT')!.body as { cards: { id?: number; title: string }[] };
    expect(sent.cards.map((c) => [c.id, c.title])).toEqual([
      [42, 'Prints'],
      [41, 'Original works'],
      [undefined, 'Framing'],
    ]);
  });
});

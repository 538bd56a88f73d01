import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeSectionsBody, ManagedHomeSection } from '#shared/api/manage.ts';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const section = (id: number, kind: ManagedHomeSection['kind'], title: string, updated_at: string | null) => ({
  id,
  kind,
  title,
  subtitle: null,
  enabled: true,
  position: 0,
  updated_at,
  config: {},
  image: null,
});

/** The home page screen over two sections; a PUT answers `refuse`'s refusal, or keeps what it is sent with a new stamp. */
function openHomePage(
  refuse?: (call: FakeCall) => { status: number; body: unknown } | undefined,
  start: ManagedHomeSection[] = [
    section(7, 'press', 'In the press', '2026-11-30T08:00:00.000Z'),
    section(8, 'newsletter', 'Stay in touch', '2026-11-30T08:00:00.000Z'),
  ],
) {
  let sections = start;
  let saves = 0;
  const view = renderAdmin('/home-page', (call) => {
    const { method, path, body } = call;
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method === 'GET' && path === '/admin/api/manage/artworks/5')
      return { status: 200, body: { result: { id: 5, name: 'Nun', status: 'published', images: [] } } };
    if (method === 'GET' && path === '/admin/api/manage/home-sections')
      return { status: 200, body: { result: sections } };
    const translated = /^\/admin\/api\/manage\/translations\/home_section\/(\d+)$/.exec(path);
    if (method === 'GET' && translated) {
      const english = sections.find((s) => String(s.id) === translated[1])?.title ?? '';
      return {
        status: 200,
        body: {
          result: {
            entity: 'home_section',
            id: translated[1],
            fields: [{ name: 'title', kind: 'text', max: 120, english }],
            values: { fr: {}, de: {}, ar: {} },
            updated_at: null,
          },
        },
      };
    }
    if (method === 'PUT' && path === '/admin/api/manage/home-sections') {
      const refused = refuse?.(call);
      if (refused) return refused;
      saves += 1;
      const stamp = `2026-11-30T09:00:0${saves}.000Z`;
      sections = (body as HomeSectionsBody).sections.map((input, position) => ({
        ...section(input.id ?? 100 + position, input.kind, input.title, stamp),
        enabled: input.enabled ?? true,
        position,
      }));
      return { status: 200, body: { result: sections } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as HomeSectionsBody);

describe('the home page arrangement', { timeout: 20_000 }, () => {
  it('sends the stamp it loaded, and after a save goes on from the new one, saying it saved', async () => {
    const view = openHomePage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Move down: In the press' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The home page shows the new arrangement now.')).toBeInTheDocument();
    expect(puts(view.calls)).toMatchObject([
      { sections: [{ id: 8 }, { id: 7 }], updated_at: '2026-11-30T08:00:00.000Z' },
    ]);

    // The next save is made on the arrangement just saved.
    await user.click(screen.getByRole('button', { name: 'Move down: Stay in touch' }));
    expect(screen.queryByText('Saved. The home page shows the new arrangement now.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(view.calls)).toHaveLength(2));
    expect(puts(view.calls)[1]).toMatchObject({
      sections: [{ id: 7 }, { id: 8 }],
      updated_at: '2026-11-30T09:00:01.000Z',
    });
  });

  it('shows the refusal of a save made after a colleague’s, keeping the arrangement on screen', async () => {
    const message =
      'This home page was changed by someone else after you opened it. Your changes were not saved: open it again to see what changed, then make yours.';
    openHomePage(() => ({ status: 409, body: { message, errors: [] } }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Move down: In the press' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Title' }).map((field) => (field as HTMLInputElement).value)).toEqual(
      ['Stay in touch', 'In the press'],
    );
  });

  it("checks the sections with the API's schema, each problem beside its field, before sending", async () => {
    const view = openHomePage();
    const user = userEvent.setup({ delay: null });
    const limit = await screen.findByRole('textbox', { name: /^How many/ }, { timeout: 10_000 });
    const link = screen.getByRole('textbox', { name: /^Link/ });
    await user.type(limit, '60');
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limit).toHaveAccessibleDescription(/^Enter a number from 1 to 48\./));
    expect(link).toHaveAccessibleDescription(/^Enter a path of this site such as \/arts/);
    expect(puts(view.calls)).toEqual([]);
  });

  it("shows the server's refusal of a section's field beside that field", async () => {
    const message = 'must be at most 200 characters';
    openHomePage(() => ({
      status: 400,
      body: { message: `sections.1.title: ${message}`, errors: [{ field: 'sections.1.title', message }] },
    }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Move down: In the press' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getAllByRole('textbox', { name: 'Title' })[1]!;
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription('Keep this to 200 characters or fewer.');
    expect(second).toHaveValue('In the press');
  });

  it('keeps a section title typed in French through the arrangement’s save, and asks before leaving it unsaved', async () => {
    const view = openHomePage();
    const user = userEvent.setup({ delay: null });
    const panel = await screen.findByRole('form', { name: 'Translations' }, { timeout: 10_000 });
    await user.type(within(panel).getByRole('textbox', { name: /Title/ }), 'Dans la presse');
    await user.click(screen.getByRole('button', { name: 'Move down: In the press' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The home page shows the new arrangement now.')).toBeInTheDocument();
    expect(puts(view.calls)).toHaveLength(1);
    const after = screen.getByRole('form', { name: 'Translations' });
    expect(within(after).getByRole('textbox', { name: /Title/ })).toHaveValue('Dans la presse');

    await user.click(screen.getByRole('link', { name: /Artworks/, current: false }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('says where typed section titles are saved when only they changed, sending no arrangement', async () => {
    const view = openHomePage();
    const user = userEvent.setup({ delay: null });
    const panel = await screen.findByRole('form', { name: 'Translations' }, { timeout: 10_000 });
    await user.type(within(panel).getByRole('textbox', { name: /Title/ }), 'Dans la presse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/The arrangement has no changes to save. The section titles typed in other languages/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved. The home page shows the new arrangement now.')).toBeNull();
    expect(puts(view.calls)).toEqual([]);
  });

  it('names each featured work’s drag handle after the work, loaded by its id', async () => {
    openHomePage(undefined, [
      { ...section(9, 'featured_artworks', 'Featured', '2026-11-30T08:00:00.000Z'), config: { artwork_ids: [5] } },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Drag to reorder: Nun' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { homeArrangementStamp, type ManagedHomeSection } from '#shared/api/manage.ts';
import {
  createArtist,
  createExhibition,
  createHomeSection,
  createPressArticle,
  expectRefusal,
} from '#tests/factories/index.ts';
import { auditEntries, type ManageMethod } from '#tests/factories/staff.ts';

/**
 * Two colleagues open the same record; the first saves. The second's save, made on the version they
 * loaded, is refused whole (409) rather than undoing the first one unseen; opened again, it saves.
 * The artwork form's own case (a sale while the form is open) is in the catalogue's route tests.
 */

const t = manageRouteTest({ signIn: ['owner', 'editor'] });
const asOwner = t.call;
const asEditor = (method: ManageMethod, path: string, body?: unknown) => t.call(method, path, body, t.editor);

interface EditedRecord {
  what: string;
  /** The record's back-office path, made for the test. */
  path: () => Promise<string>;
  field: string;
  first: string;
  second: string;
}

const records: EditedRecord[] = [
  {
    what: 'artist',
    path: async () => `/artists/${(await createArtist(t.ctx)).id}`,
    field: 'location',
    first: 'Nizwa',
    second: 'Sur',
  },
  {
    what: 'exhibition',
    path: async () => `/exhibitions/${(await createExhibition(t.ctx, { withImage: false })).id}`,
    field: 'venue',
    first: 'Bait Al Fann, upper gallery',
    second: 'Bait Al Fann, garden room',
  },
  {
    what: 'press article',
    path: async () => `/press/${(await createPressArticle(t.ctx, { withFiles: false })).id}`,
    field: 'press_name',
    first: 'Oman Observer',
    second: 'Al Watan',
  },
  // A page never written has no stamp (null) until its first save.
  { what: 'page', path: async () => '/pages/shipping', field: 'page_name', first: 'Delivery', second: 'Shipping art' },
];

const loaded = async (path: string) => {
  const res = await asOwner('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown> & { updated_at: string | null };
};

describe('a save from a form opened before a colleague saved', () => {
  it.each(records)('is refused for an $what, keeping the colleague’s change', async (record) => {
    const path = await record.path();
    const opened = await loaded(path);
    // Stamps are milliseconds: the colleague's save must land on a later one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const colleague = await asEditor('PUT', path, { [record.field]: record.first, updated_at: opened.updated_at });
    expect(colleague.statusCode, colleague.body).toBeLessThan(300);

    const audits = (await auditEntries(t.db)).length;
    const stale = await asOwner('PUT', path, { [record.field]: record.second, updated_at: opened.updated_at });
    expect(expectRefusal(stale, 409).message).toBe(
      `This ${record.what} was changed by someone else after you opened it. Your changes were not saved: open it again to see what changed, then make yours.`,
    );
    const now = await loaded(path);
    expect(now[record.field]).toBe(record.first);
    expect((await auditEntries(t.db)).length).toBe(audits);

    // Opened again, the same change saves.
    const again = await asOwner('PUT', path, { [record.field]: record.second, updated_at: now.updated_at });
    expect(again.statusCode, again.body).toBe(200);
    expect((await loaded(path))[record.field]).toBe(record.second);
  });

  it.each(records)(
    'goes through for an $what when no stamp is sent, and a malformed stamp is named',
    async (record) => {
      const path = await record.path();
      await loaded(path);
      const res = await asOwner('PUT', path, { [record.field]: record.first });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect((await loaded(path))[record.field]).toBe(record.first);
      expectRefusal(await asOwner('PUT', path, { updated_at: 'x'.repeat(41) }), 400, 'updated_at');
      expectRefusal(await asOwner('PUT', path, { updated_at: 42 }), 400, 'updated_at');
    },
  );
});

describe('two saves of the same version at the same moment', () => {
  // On PostgreSQL they run side by side; the row lock (or, for a page never written, its unique
  // slug) takes them in turn, so the second sees the first's stamp instead of overwriting it.
  const racing: EditedRecord[] = [
    ...records.filter((record) => record.what !== 'page'),
    {
      what: 'page',
      path: async () => {
        expect((await asOwner('PUT', '/pages/about-us', { page_name: 'About us' })).statusCode).toBe(200);
        return '/pages/about-us';
      },
      field: 'page_name',
      first: 'The gallery',
      second: 'Who we are',
    },
    {
      what: 'page',
      path: async () => '/pages/solo-exhibition',
      field: 'page_name',
      first: 'Solo shows',
      second: 'One artist',
    },
  ];

  it.each(racing)('keep one and refuse the other for an $what', async (record) => {
    const path = await record.path();
    const opened = await loaded(path);
    if (path.endsWith('solo-exhibition')) expect(opened.updated_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const saves = await Promise.all([
      asEditor('PUT', path, { [record.field]: record.first, updated_at: opened.updated_at }),
      asOwner('PUT', path, { [record.field]: record.second, updated_at: opened.updated_at }),
    ]);
    expect(saves.map((save) => save.statusCode).sort(), saves.map((save) => save.body).join('\n')).toEqual([200, 409]);
    const kept = saves[0].statusCode === 200 ? record.first : record.second;
    expect((await loaded(path))[record.field]).toBe(kept);
  });
});

describe('the home page arranged from a form opened before a colleague’s save', () => {
  const arrangement = async () => {
    const res = await asOwner('GET', '/home-sections');
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().result as ManagedHomeSection[];
    return { sections, stamp: homeArrangementStamp(sections) };
  };
  const input = ({ id, kind, title, subtitle, enabled, config }: ManagedHomeSection) => ({
    id,
    kind,
    title,
    subtitle,
    enabled,
    config,
  });

  it('is refused, keeping the colleague’s arrangement; opened again, it saves', async () => {
    await createHomeSection(t.ctx, { kind: 'press', title: 'In the press', position: 0, config: { limit: 3 } });
    await createHomeSection(t.ctx, { kind: 'newsletter', title: 'Letters', position: 1 });
    const opened = await arrangement();
    // Seeded sections were never saved from the back office.
    expect(opened.stamp).toBeNull();
    const [press, letters] = opened.sections;

    // A colleague hides the newsletter.
    const colleague = await asEditor('PUT', '/home-sections', {
      sections: [input(press!), { ...input(letters!), enabled: false }],
      updated_at: opened.stamp,
    });
    expect(colleague.statusCode, colleague.body).toBe(200);

    // The owner's form, opened before, puts the newsletter first: refused, nothing written.
    const audits = (await auditEntries(t.db)).length;
    const stale = await asOwner('PUT', '/home-sections', {
      sections: [input(letters!), input(press!)],
      updated_at: opened.stamp,
    });
    expect(expectRefusal(stale, 409).message).toBe(
      'This home page was changed by someone else after you opened it. Your changes were not saved: open it again to see what changed, then make yours.',
    );
    const now = await arrangement();
    expect(now.sections.map((section) => [section.kind, section.enabled])).toEqual([
      ['press', true],
      ['newsletter', false],
    ]);
    expect(now.stamp).not.toBeNull();
    expect((await auditEntries(t.db)).length).toBe(audits);

    // Opened again, the same change saves; without a stamp (a script) it goes through as before.
    const again = await asOwner('PUT', '/home-sections', {
      sections: [input(now.sections[1]!), input(now.sections[0]!)],
      updated_at: now.stamp,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await arrangement()).sections.map((section) => section.kind)).toEqual(['newsletter', 'press']);
    const unstamped = await asOwner('PUT', '/home-sections', { sections: now.sections.map(input) });
    expect(unstamped.statusCode, unstamped.body).toBe(200);
    expectRefusal(await asOwner('PUT', '/home-sections', { sections: [], updated_at: 42 }), 400, 'updated_at');
  });

  it('keeps one of two saves made at the same moment and refuses the other', async () => {
    await createHomeSection(t.ctx, { kind: 'artists', title: 'Our artists', position: 5 });
    await createHomeSection(t.ctx, { kind: 'exhibitions', title: 'Now showing', position: 6 });
    const arranged = await asOwner('PUT', '/home-sections', { sections: (await arrangement()).sections.map(input) });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const opened = await arrangement();
    expect(opened.sections.length).toBeGreaterThanOrEqual(2);
    expect(opened.stamp).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const saves = await Promise.all([
      asEditor('PUT', '/home-sections', { sections: opened.sections.map(input), updated_at: opened.stamp }),
      asOwner('PUT', '/home-sections', { sections: opened.sections.slice(1).map(input), updated_at: opened.stamp }),
    ]);
    expect(saves.map((save) => save.statusCode).sort(), saves.map((save) => save.body).join('\n')).toEqual([200, 409]);
  });

  it('keeps one of two saves of an empty home page made at the same moment and refuses the other', async () => {
    expect((await asOwner('PUT', '/home-sections', { sections: [] })).statusCode).toBe(200);
    const opened = await arrangement();
    expect(opened.stamp).toBeNull();
    const section = (title: string) => ({ kind: 'artists', title, enabled: true, config: {} });
    const saves = await Promise.all([
      asEditor('PUT', '/home-sections', { sections: [section('Our artists')], updated_at: opened.stamp }),
      asOwner('PUT', '/home-sections', { sections: [section('The artists')], updated_at: opened.stamp }),
    ]);
    expect(saves.map((save) => save.statusCode).sort(), saves.map((save) => save.body).join('\n')).toEqual([200, 409]);
    expect((await arrangement()).sections).toHaveLength(1);
  });
});

describe('translations saved at the same moment', () => {
  it('keeps one of two saves of a record’s translations made on the same version and refuses the other', async () => {
    const artist = await createArtist(t.ctx);
    for (const written of [false, true]) {
      const path = `/translations/artist/${artist.id}`;
      const opened = (await loaded(path)) as { updated_at: string | null };
      expect(opened.updated_at === null).toBe(!written);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const saves = await Promise.all([
        asEditor('PUT', path, { fr: { description: '<p>Peintre de Nizwa.</p>' }, updated_at: opened.updated_at }),
        asOwner('PUT', path, { fr: { description: '<p>Peintre de Sour.</p>' }, updated_at: opened.updated_at }),
      ]);
      expect(saves.map((save) => save.statusCode).sort(), saves.map((save) => save.body).join('\n')).toEqual([
        200, 409,
      ]);
    }
  });
});

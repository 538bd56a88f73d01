import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import {
  createArtist,
  createExhibition,
  createPressArticle,
  expectRefusal,
  factoryContext,
  type FactoryContext,
} from '#tests/factories/index.ts';
import { auditEntries, manage, signedInStaff, type SignedInStaff } from '#tests/factories/staff.ts';

/**
 * Two colleagues open the same record; the first saves. The second's save, made on the version they
 * loaded, is refused whole (409) rather than undoing the first one unseen; opened again, it saves.
 * The artwork form's own case (a sale while the form is open) is in the catalogue's route tests.
 */

let t: TestApp;
let ctx: FactoryContext;
let owner: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = factoryContext(t);
  owner = await signedInStaff(t.db, 'owner');
  editor = await signedInStaff(t.db, 'editor');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'PUT';
const asOwner = (method: Method, path: string, body?: unknown) => manage(t.app, method, path, owner.cookies, body);
const asEditor = (method: Method, path: string, body?: unknown) => manage(t.app, method, path, editor.cookies, body);

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
    path: async () => `/artists/${(await createArtist(ctx)).id}`,
    field: 'location',
    first: 'Nizwa',
    second: 'Sur',
  },
  {
    what: 'exhibition',
    path: async () => `/exhibitions/${(await createExhibition(ctx, { withImage: false })).id}`,
    field: 'venue',
    first: 'Bait Al Fann, upper gallery',
    second: 'Bait Al Fann, garden room',
  },
  {
    what: 'press article',
    path: async () => `/press/${(await createPressArticle(ctx, { withFiles: false })).id}`,
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
      `This ${record.what} has changed since you opened it: another save. Nothing was saved. Open it again to see the changes, then make yours.`,
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

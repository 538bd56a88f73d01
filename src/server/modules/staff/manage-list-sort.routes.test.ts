import { describe, expect, it } from 'vitest';
import {
  createArtist,
  createCurrencies,
  createDocument,
  createExhibition,
  createPage,
  createPressArticle,
  expectRefusal,
} from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';

/**
 * Every back-office list sorts on the server (GET ?sort=&order=): by each whitelisted key, both
 * ways, with the id breaking ties in the same direction (so descending is exactly ascending
 * reversed, and pages never overlap), and a 400 naming `sort` or `order` for anything else.
 */

const t = manageRouteTest({ signIn: ['owner'] });
const { call } = t;

type Row = Record<string, unknown>;

async function listed(path: string, query: string): Promise<Row[]> {
  const res = await call('GET', `${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: Row[] }).result;
}

/** For each sort key, the labels in ascending order; descending must be exactly the reverse. */
async function expectSorts(
  path: string,
  label: (row: Row) => unknown,
  ascending: Record<string, unknown[]>,
  filter = '',
) {
  for (const [sort, asc] of Object.entries(ascending)) {
    expect((await listed(path, `sort=${sort}&order=asc${filter}`)).map(label), `${path} ${sort} asc`).toEqual(asc);
    expect((await listed(path, `sort=${sort}&order=desc${filter}`)).map(label), `${path} ${sort} desc`).toEqual(
      [...asc].reverse(),
    );
  }
}

/** Pages of two, one after the other, give the whole list once, in the same order. */
async function expectStablePages(path: string, label: (row: Row) => unknown, sort: string, order: 'asc' | 'desc') {
  const whole = (await listed(path, `sort=${sort}&order=${order}`)).map(label);
  const paged: unknown[] = [];
  for (let page = 1; page <= Math.ceil(whole.length / 2); page++) {
    paged.push(...(await listed(path, `sort=${sort}&order=${order}&per_page=2&page=${page}`)).map(label));
  }
  expect(paged).toEqual(whole);
}

async function expectUnknownSortRefused(path: string) {
  expectRefusal(await call('GET', `${path}?sort=random`), 400, 'sort');
  expectRefusal(await call('GET', `${path}?sort=id`), 400, 'sort');
  expectRefusal(await call('GET', `${path}?order=up`), 400, 'order');
}

const at = (day: number, hour = 10) =>
  `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('sorting the back-office lists', () => {
  it('GET /artists sorts by position (the default), name, location, created and updated', async () => {
    await createArtist(t.ctx, {
      first_name: 'Zara',
      last_name: 'Hilal',
      location: 'Sur',
      position: 2,
      withImage: false,
      created_at: at(1),
    });
    await createArtist(t.ctx, {
      first_name: 'amal',
      last_name: 'Said',
      location: null,
      position: 1,
      withImage: false,
      created_at: at(3),
    });
    await createArtist(t.ctx, {
      first_name: 'Badr',
      last_name: 'Nabhani',
      location: 'muscat',
      position: 1,
      withImage: false,
      created_at: at(2),
    });
    for (const [first, day] of [
      ['Zara', 9],
      ['amal', 7],
      ['Badr', 8],
    ] as const) {
      await t.db
        .updateTable('artist')
        .set({ updated_at: at(day) })
        .where('first_name', '=', first)
        .execute();
    }
    const name = (r: Row) => r.first_name;
    expect((await listed('/artists', '')).map(name)).toEqual(['Badr', 'amal', 'Zara']);
    await expectSorts('/artists', name, {
      position: ['Badr', 'amal', 'Zara'],
      name: ['amal', 'Badr', 'Zara'],
      location: ['amal', 'Badr', 'Zara'],
      created: ['Zara', 'Badr', 'amal'],
      updated: ['amal', 'Badr', 'Zara'],
    });
    await expectStablePages('/artists', name, 'position', 'desc');
    await expectUnknownSortRefused('/artists');
  });

  it('GET /exhibitions sorts by start (newest first by default), end, title, created and updated', async () => {
    const show = (title: string, start: string, end: string, created: string, updated: string) =>
      createExhibition(t.ctx, {
        title,
        start_date: start,
        end_date: end,
        created_at: created,
        updated_at: updated,
        withImage: false,
      });
    await show('Sea', '2026-05-01', '2026-06-01', at(1), at(9));
    await show('desert', '2026-04-01', '2026-07-01', at(2), at(7));
    await show('Mountains', '2026-05-01', '2026-05-15', at(3), at(8));
    const title = (r: Row) => r.title;
    expect((await listed('/exhibitions', '')).map(title)).toEqual(['Mountains', 'Sea', 'desert']);
    await expectSorts('/exhibitions', title, {
      start: ['desert', 'Sea', 'Mountains'],
      end: ['Mountains', 'Sea', 'desert'],
      title: ['desert', 'Mountains', 'Sea'],
      created: ['Sea', 'desert', 'Mountains'],
      updated: ['desert', 'Mountains', 'Sea'],
    });
    await expectStablePages('/exhibitions', title, 'start', 'asc');
    await expectUnknownSortRefused('/exhibitions');
  });

  it('GET /press sorts by published (newest first by default), title, press, created and updated', async () => {
    const article = (article_title: string, press_name: string, published_on: string, day: number) =>
      createPressArticle(t.ctx, {
        article_title,
        press_name,
        published_on,
        created_at: at(day),
        updated_at: at(10 - day),
        withFiles: false,
      });
    await article('Opening night', 'Times of Oman', '2026-02-01', 1);
    await article('a new gallery', 'muscat daily', '2026-01-01', 2);
    await article('Zawiya show', 'Arab News', '2026-02-01', 3);
    const title = (r: Row) => r.article_title;
    expect((await listed('/press', '')).map(title)).toEqual(['Zawiya show', 'Opening night', 'a new gallery']);
    await expectSorts('/press', title, {
      published: ['a new gallery', 'Opening night', 'Zawiya show'],
      title: ['a new gallery', 'Opening night', 'Zawiya show'],
      press: ['Zawiya show', 'a new gallery', 'Opening night'],
      created: ['Opening night', 'a new gallery', 'Zawiya show'],
      updated: ['Zawiya show', 'a new gallery', 'Opening night'],
    });
    await expectUnknownSortRefused('/press');
  });

  it('GET /applications sorts by created (newest first by default), artist, painting and status, with its filters', async () => {
    const exhibition = await createExhibition(t.ctx, { title: 'Open Call', withImage: false });
    const file = await createDocument(t.ctx, 'Painting');
    const apply = (
      artist_name: string,
      painting_name: string,
      status: 'new' | 'accepted' | 'shortlisted',
      created_at: string,
    ) =>
      t.db
        .insertInto('exhibition_application')
        .values({
          exhibition_id: exhibition.id,
          exhibition_label: 'Open Call',
          artist_name,
          artist_email: `${artist_name.toLowerCase()}@artists.test`,
          artist_mobile: '+968 9000 0000',
          artist_description: 'Paints',
          painting_name,
          painting_file_id: file.id,
          status,
          created_at,
        })
        .execute();
    await apply('Salim', 'Wadi', 'new', at(1));
    await apply('amira', 'dunes', 'accepted', at(2));
    await apply('Khalid', 'Harbour', 'shortlisted', at(1));
    const artist = (r: Row) => r.artist_name;
    expect((await listed('/applications', '')).map(artist)).toEqual(['amira', 'Khalid', 'Salim']);
    await expectSorts('/applications', artist, {
      created: ['Salim', 'Khalid', 'amira'],
      artist: ['amira', 'Khalid', 'Salim'],
      painting: ['amira', 'Khalid', 'Salim'],
      status: ['amira', 'Salim', 'Khalid'],
    });
    await expectSorts('/applications', artist, { artist: ['Khalid', 'Salim'] }, '&search=li');
    await expectSorts('/applications', artist, { artist: ['Salim'] }, '&status=new');
    await expectStablePages('/applications', artist, 'created', 'desc');
    await expectUnknownSortRefused('/applications');
  });

  it('GET /messages sorts by created (newest first by default), name and subject, also among unread ones', async () => {
    const message = (name: string, subject: string, created_at: string, read: boolean) =>
      t.db
        .insertInto('contact_message')
        .values({
          name,
          email: `${name.toLowerCase()}@visitors.test`,
          subject,
          message: 'Hello',
          created_at,
          read_at: read ? at(20) : null,
        })
        .execute();
    await message('Hamad', 'Prices', at(1), false);
    await message('aisha', 'Visit', at(2), true);
    await message('Zahra', 'commission', at(1), false);
    const name = (r: Row) => r.name;
    expect((await listed('/messages', '')).map(name)).toEqual(['aisha', 'Zahra', 'Hamad']);
    await expectSorts('/messages', name, {
      created: ['Hamad', 'Zahra', 'aisha'],
      name: ['aisha', 'Hamad', 'Zahra'],
      subject: ['Zahra', 'Hamad', 'aisha'],
    });
    await expectSorts('/messages', name, { name: ['Hamad', 'Zahra'], created: ['Hamad', 'Zahra'] }, '&unread=true');
    await expectStablePages('/messages', name, 'created', 'asc');
    await expectUnknownSortRefused('/messages');
  });

  it('GET /subscribers sorts by created (newest first by default) and email', async () => {
    await t.db
      .insertInto('newsletter_subscriber')
      .values([
        { email: 'b@readers.test', created_at: at(2) },
        { email: 'a@readers.test', created_at: at(1) },
        { email: 'c@readers.test', created_at: at(1) },
      ])
      .execute();
    const email = (r: Row) => r.email;
    expect((await listed('/subscribers', '')).map(email)).toEqual([
      'b@readers.test',
      'c@readers.test',
      'a@readers.test',
    ]);
    await expectSorts('/subscribers', email, {
      created: ['a@readers.test', 'c@readers.test', 'b@readers.test'],
      email: ['a@readers.test', 'b@readers.test', 'c@readers.test'],
    });
    await expectSorts('/subscribers', email, { email: ['b@readers.test'] }, '&search=b%40');
    await expectStablePages('/subscribers', email, 'created', 'desc');
    await expectUnknownSortRefused('/subscribers');
  });

  it('GET /customers sorts by joined (newest first by default), name, email, orders, spent and last order', async () => {
    const account = (first_name: string, last_name: string, email: string, created_at: string) =>
      t.db.insertInto('customer').values({ first_name, last_name, email, password_hash: 'x', created_at }).execute();
    await account('layla', 'Al Hinai', 'layla@buyers.test', at(2));
    await account('Badr', 'Al Amri', 'zz-badr@buyers.test', at(1));
    await account('Layla', 'Al Busaidi', 'a-layla@buyers.test', at(3));
    const email = (r: Row) => r.email;
    expect((await listed('/customers', '')).map(email)).toEqual([
      'a-layla@buyers.test',
      'layla@buyers.test',
      'zz-badr@buyers.test',
    ]);
    // None has ordered yet: those sorts fall back on the id, in the same direction.
    const byId = ['layla@buyers.test', 'zz-badr@buyers.test', 'a-layla@buyers.test'];
    await expectSorts('/customers', email, {
      joined: ['zz-badr@buyers.test', 'layla@buyers.test', 'a-layla@buyers.test'],
      name: ['zz-badr@buyers.test', 'a-layla@buyers.test', 'layla@buyers.test'],
      email: ['a-layla@buyers.test', 'layla@buyers.test', 'zz-badr@buyers.test'],
      orders: byId,
      spent: byId,
      last_order: byId,
    });
    await expectSorts('/customers', email, { name: ['a-layla@buyers.test', 'layla@buyers.test'] }, '&search=layla');
    await expectStablePages('/customers', email, 'joined', 'desc');
    await expectUnknownSortRefused('/customers');
  });

  it('GET /outbox sorts by created (newest first by default), subject, to and status', async () => {
    const mail = (to_address: string, subject: string, status: 'sent' | 'stored' | 'failed', created_at: string) =>
      t.db
        .insertInto('mail_outbox')
        .values({ to_address, subject, status, html: '<p>x</p>', text: 'x', created_at })
        .execute();
    await mail('nour@customers.test', 'Your order BAF-1', 'sent', at(1));
    await mail('Ahmed@customers.test', 'reset your password', 'stored', at(2));
    await mail('layla@customers.test', 'Application received', 'failed', at(1));
    const to = (r: Row) => r.to_address;
    expect((await listed('/outbox', '')).map(to)).toEqual([
      'Ahmed@customers.test',
      'layla@customers.test',
      'nour@customers.test',
    ]);
    await expectSorts('/outbox', to, {
      created: ['nour@customers.test', 'layla@customers.test', 'Ahmed@customers.test'],
      subject: ['layla@customers.test', 'Ahmed@customers.test', 'nour@customers.test'],
      to: ['Ahmed@customers.test', 'layla@customers.test', 'nour@customers.test'],
      status: ['layla@customers.test', 'nour@customers.test', 'Ahmed@customers.test'],
    });
    await expectStablePages('/outbox', to, 'created', 'asc');
    await expectUnknownSortRefused('/outbox');
  });

  it('GET /audit sorts by created (newest first by default), action and entity', async () => {
    await t.db
      .insertInto('audit_log')
      .values([
        {
          staff_id: t.owner.id,
          action: 'artwork.update',
          entity: 'artwork',
          entity_id: '7',
          detail: 'one',
          created_at: at(1),
        },
        {
          staff_id: t.owner.id,
          action: 'artist.create',
          entity: 'artist',
          entity_id: '2',
          detail: 'two',
          created_at: at(2),
        },
        {
          staff_id: null,
          action: 'session.sign_in',
          entity: 'staff',
          entity_id: '1',
          detail: 'three',
          created_at: at(1),
        },
      ])
      .execute();
    const detail = (r: Row) => r.detail;
    expect((await listed('/audit', '')).map(detail)).toEqual(['two', 'three', 'one']);
    await expectSorts('/audit', detail, {
      created: ['one', 'three', 'two'],
      action: ['two', 'one', 'three'],
      entity: ['two', 'one', 'three'],
    });
    await expectStablePages('/audit', detail, 'created', 'desc');
    await expectUnknownSortRefused('/audit');
  });

  it('GET /staff sorts by name (the default), email, role and created', async () => {
    await t.db
      .insertInto('staff')
      .values([
        { email: 'badr@gallery.test', name: 'badr Editor', role: 'editor', password_hash: 'x', created_at: at(2) },
        { email: 'a.zaid@gallery.test', name: 'Zaid Owner', role: 'owner', password_hash: 'x', created_at: at(1) },
      ])
      .execute();
    const name = (r: Row) => r.name;
    expect((await listed('/staff', '')).map(name)).toEqual(['badr Editor', 'Maryam Owner', 'Zaid Owner']);
    await expectSorts('/staff', name, {
      name: ['badr Editor', 'Maryam Owner', 'Zaid Owner'],
      email: ['Zaid Owner', 'badr Editor', 'Maryam Owner'],
      role: ['badr Editor', 'Maryam Owner', 'Zaid Owner'],
      created: ['Zaid Owner', 'badr Editor', 'Maryam Owner'],
    });
    await expectUnknownSortRefused('/staff');
  });

  it('GET /currencies sorts by position (the menu order, by default), code and name', async () => {
    await createCurrencies(t.ctx);
    const code = (r: Row) => r.code;
    expect((await listed('/currencies', '')).map(code)).toEqual(['OMR', 'USD', 'EUR', 'GBP']);
    await expectSorts('/currencies', code, {
      position: ['OMR', 'USD', 'EUR', 'GBP'],
      code: ['EUR', 'GBP', 'OMR', 'USD'],
      name: ['EUR', 'OMR', 'GBP', 'USD'],
    });
    await expectUnknownSortRefused('/currencies');
  });

  it('GET /pages sorts by position (the storefront order, by default), name, cards and updated', async () => {
    await createPage(t.ctx, { slug: 'about-us', page_name: 'About Us', cards: [{ title: 'One', withImage: false }] });
    await createPage(t.ctx, {
      slug: 'artwork',
      page_name: 'Artwork',
      cards: [
        { title: 'One', withImage: false },
        { title: 'Two', withImage: false },
      ],
    });
    await t.db
      .updateTable('page')
      .set({ updated_at: at(5) })
      .where('slug', '=', 'about-us')
      .execute();
    await t.db
      .updateTable('page')
      .set({ updated_at: at(4) })
      .where('slug', '=', 'artwork')
      .execute();
    const slug = (r: Row) => r.slug;
    expect((await listed('/pages', '')).map(slug)).toEqual([
      'about-us',
      'exhibition',
      'artwork',
      'solo-exhibition',
      'shipping',
    ]);
    await expectSorts('/pages', slug, {
      position: ['about-us', 'exhibition', 'artwork', 'solo-exhibition', 'shipping'],
      name: ['about-us', 'artwork', 'exhibition', 'shipping', 'solo-exhibition'],
      cards: ['exhibition', 'shipping', 'solo-exhibition', 'about-us', 'artwork'],
      updated: ['exhibition', 'shipping', 'solo-exhibition', 'artwork', 'about-us'],
    });
    await expectUnknownSortRefused('/pages');
  });
});

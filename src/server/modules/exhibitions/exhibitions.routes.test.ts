import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import {
  createArtwork,
  createExhibition,
  daysFromToday,
  expectRefusal,
  imageBytes,
  multipartBody,
  oversizedJson,
  pdfBytes,
  postJson,
  postRaw,
  type FilePart,
  forgetRequestCounts,
} from '#tests/factories/index.ts';
import { messageBody } from '#shared/api/common.ts';
import { exhibitionDetailAnswer, exhibitionsAnswer } from '#shared/api/gallery.ts';
import type { Artwork, Exhibition } from '#server/db/schema.ts';
import { statusOn, todayInMuscat } from './exhibitions.service.ts';

const MB = 1024 * 1024;
const t = routeTest();
let first: Artwork;
let second: Artwork;
let hidden: Artwork;
let running: Exhibition;
let justOpened: Exhibition;
let soon: Exhibition;
let later: Exhibition;
let closed: Exhibition;
let longClosed: Exhibition;

beforeAll(async () => {
  first = await createArtwork(t.ctx, { name: 'First Light', images: 1 });
  second = await createArtwork(t.ctx, { name: 'Second Tide', images: 1 });
  hidden = await createArtwork(t.ctx, { name: 'Unfinished', status: 'draft' });
  // Days stay away from today's edges so the Muscat/UTC date difference cannot matter.
  running = await createExhibition(t.ctx, {
    title: 'Colours of Muscat',
    start_date: daysFromToday(-7),
    end_date: daysFromToday(30),
    artworks: [second, hidden, first],
  });
  justOpened = await createExhibition(t.ctx, {
    title: 'Just Opened',
    start_date: daysFromToday(-2),
    end_date: daysFromToday(9),
  });
  later = await createExhibition(t.ctx, {
    title: 'Later Show',
    start_date: daysFromToday(10),
    end_date: daysFromToday(40),
  });
  soon = await createExhibition(t.ctx, {
    title: 'Soon Show',
    start_date: daysFromToday(5),
    end_date: daysFromToday(20),
  });
  longClosed = await createExhibition(t.ctx, {
    title: 'Long Closed',
    start_date: daysFromToday(-90),
    end_date: daysFromToday(-30),
  });
  closed = await createExhibition(t.ctx, {
    title: 'Recently Closed',
    start_date: daysFromToday(-40),
    end_date: daysFromToday(-3),
  });
});

// These tests send the forms far more often than one visitor may (REQUEST_LIMITS).
beforeEach(async () => forgetRequestCounts(t.db));

describe('exhibition dates', () => {
  it('uses the calendar day in Muscat (UTC+4)', () => {
    expect(todayInMuscat(new Date('2026-03-01T19:59:00Z'))).toBe('2026-03-01');
    expect(todayInMuscat(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });

  it('is current from its first to its last day', () => {
    const show = { start_date: '2026-03-01', end_date: '2026-03-10' };
    expect(statusOn(show, '2026-02-28')).toBe('upcoming');
    expect(statusOn(show, '2026-03-01')).toBe('current');
    expect(statusOn(show, '2026-03-10')).toBe('current');
    expect(statusOn(show, '2026-03-11')).toBe('past');
  });
});

describe('POST /exhibitions', () => {
  it('lists current, then upcoming, then past, with no body and with {}', async () => {
    for (const body of [undefined, {}]) {
      const res = await postJson(t.app, '/admin/api/exhibitions', body);
      expect(res.statusCode).toBe(200);
      const { result } = exhibitionsAnswer.parse(res.json());
      expect(result.map((e) => [e.exhibition_title, e.status])).toEqual([
        ['Just Opened', 'current'],
        ['Colours of Muscat', 'current'],
        ['Soon Show', 'upcoming'],
        ['Later Show', 'upcoming'],
        ['Recently Closed', 'past'],
        ['Long Closed', 'past'],
      ]);
      expect(result[1]).toMatchObject({
        exhibition_slug: running.exhibition_slug,
        exhibition_start_date: running.start_date,
        exhibition_end_date: running.end_date,
        venue: 'Bait Al Fann, Shatti Al Qurum',
      });
      expect(result[1]!.exhibition_image).toMatch(/^\/media\//);
      expect(result[0]!.exhibition_slug).toBe(justOpened.exhibition_slug);
      expect(result[3]!.exhibition_slug).toBe(later.exhibition_slug);
    }
  });

  it('refuses broken bodies', async () => {
    expectRefusal(await postRaw(t.app, '/admin/api/exhibitions', '{"a":'), 400);
    expectRefusal(await postJson(t.app, '/admin/api/exhibitions', 7), 400, 'body');
    expectRefusal(await postRaw(t.app, '/admin/api/exhibitions', oversizedJson()), 413);
  });
});

describe('POST /exhibitions_details/:slug', () => {
  const details = async (slug: string, body?: unknown) => {
    const res = await postJson(t.app, `/admin/api/exhibitions_details/${slug}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return exhibitionDetailAnswer.parse(res.json()).result;
  };

  it('answers the exhibition with its published artworks in hanging order', async () => {
    const detail = await details(running.exhibition_slug);
    expect(detail).toMatchObject({
      exhibition_title: 'Colours of Muscat',
      exhibition_full_description: '<p>Colours of Muscat</p>',
      status: 'current',
      accepts_applications: true,
    });
    expect(detail.products.map((p) => p.product_name)).toEqual(['Second Tide', 'First Light']);
    expect(detail.products[0]).toMatchObject({ product_slug: second.product_slug, product_price: 120_000 });
    expect(await details(running.exhibition_slug, {})).toEqual(detail);
  });

  it('stops accepting applications once the end date has passed', async () => {
    expect((await details(closed.exhibition_slug)).accepts_applications).toBe(false);
    expect((await details(soon.exhibition_slug)).accepts_applications).toBe(true);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const body = expectRefusal(await postJson(t.app, '/admin/api/exhibitions_details/no-such-show'), 404);
    expect(body.message).toBe('Exhibition not found');
    expectRefusal(await postJson(t.app, '/admin/api/exhibitions_details/Bad_Slug!'), 400, 'slug');
    expectRefusal(await postRaw(t.app, `/admin/api/exhibitions_details/${running.exhibition_slug}`, '[1,'), 400);
  });
});

describe('POST /apply_exhibitions', () => {
  const privateDir = () => path.join(t.env.dataDir, 'media', 'private');
  const privateFiles = () => (fs.existsSync(privateDir()) ? fs.readdirSync(privateDir()).sort() : []);
  const counts = async () => ({
    applications: Number(
      (
        await t.db
          .selectFrom('exhibition_application')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
    media: Number(
      (
        await t.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
    files: privateFiles().length,
  });

  const fields = (overrides: Record<string, string> = {}) => ({
    exhibition_id: 'Colours of Muscat',
    artist_name: 'Maryam Al Balushi',
    artist_email: 'Maryam@Example.com',
    artist_mobile: '+968 9123 4567',
    artist_description: 'I paint the mountains of Jebel Akhdar.',
    painting_name: 'Terraces',
    ...overrides,
  });

  let painting: FilePart;
  let portfolio: FilePart;
  beforeAll(async () => {
    painting = { data: await imageBytes({ format: 'jpeg' }), filename: 'terraces.jpg', type: 'image/jpeg' };
    portfolio = { data: await pdfBytes('Portfolio'), filename: 'portfolio.pdf', type: 'application/pdf' };
  });

  /** The exhibitions of the latest applications, newest first. */
  const lastApplicationsExhibitions = async (count: number) =>
    (
      await t.db
        .selectFrom('exhibition_application')
        .select('exhibition_id')
        .orderBy('id', 'desc')
        .limit(count)
        .execute()
    ).map((r) => r.exhibition_id);

  const apply = async (f: Record<string, string>, files: Record<string, FilePart>) => {
    const body = await multipartBody(f, files);
    return t.app.inject({ method: 'POST', url: '/admin/api/apply_exhibitions', ...body });
  };

  it('refuses a field holding a NUL character, naming it, and keeps nothing', async () => {
    const before = await counts();
    const res = await apply(fields({ artist_name: 'Maryam\u0000Al Balushi' }), { painting_upload: painting });
    expect(expectRefusal(res, 400, 'artist_name').errors[0]!.message).toBe('must not contain a NUL character');
    expect(await counts()).toEqual(before);
  });

  it('records an application named by title, with both files kept private', async () => {
    const before = await counts();
    const res = await apply(fields(), { painting_upload: painting, upload_portfolio: portfolio });
    expect(res.statusCode, res.body).toBe(200);
    expect(messageBody.parse(res.json())).toEqual({ message: 'Thank you, your application has been received.' });

    const row = await t.db
      .selectFrom('exhibition_application')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      exhibition_id: running.id,
      exhibition_label: 'Colours of Muscat',
      artist_name: 'Maryam Al Balushi',
      artist_email: 'maryam@example.com',
      painting_name: 'Terraces',
      status: 'new',
    });
    const stored = await t.db
      .selectFrom('media')
      .selectAll()
      .where('id', 'in', [row.painting_file_id, row.portfolio_file_id!])
      .orderBy('id')
      .execute();
    expect(stored.map((m) => [m.kind, m.mime, m.original_name])).toEqual([
      ['private', 'image/jpeg', 'terraces.jpg'],
      ['private', 'application/pdf', 'portfolio.pdf'],
    ]);
    expect(await counts()).toEqual({
      applications: before.applications + 1,
      media: before.media + 2,
      files: before.files + 2,
    });
    for (const m of stored) {
      expect(
        fs
          .readFileSync(path.join(privateDir(), m.storage_key))
          .equals(m.mime === 'application/pdf' ? portfolio.data : painting.data),
      ).toBe(true);
      const publicly = await t.app.inject({ method: 'GET', url: `/media/${m.storage_key}` });
      expect(publicly.statusCode).toBe(404);
    }
  });

  it('finds the exhibition by slug, by id or by title in any case; the portfolio is optional', async () => {
    for (const reference of [running.exhibition_slug, String(soon.id), 'colours of muscat']) {
      const res = await apply(fields({ exhibition_id: reference }), { painting_upload: painting });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await lastApplicationsExhibitions(3)).toEqual([running.id, soon.id, running.id]);
  });

  it('finds the exhibition by its title as a French, German or Arabic page shows it', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('content_translations')
      .values([
        {
          entity: 'exhibition',
          entity_id: String(running.id),
          locale: 'fr',
          field: 'title',
          value: 'Couleurs de Mascate',
          updated_at: now,
        },
        {
          entity: 'exhibition',
          entity_id: String(running.id),
          locale: 'ar',
          field: 'title',
          value: 'ألوان مسقط',
          updated_at: now,
        },
      ])
      .execute();
    try {
      for (const reference of ['Couleurs de Mascate', 'couleurs de mascate', 'ألوان مسقط']) {
        const res = await apply(fields({ exhibition_id: reference }), { painting_upload: painting });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await lastApplicationsExhibitions(3)).toEqual([running.id, running.id, running.id]);
      // The staff read the exhibition's own title, whatever language named it.
      const labels = await t.db
        .selectFrom('exhibition_application')
        .select('exhibition_label')
        .orderBy('id', 'desc')
        .limit(3)
        .execute();
      expect(labels.map((r) => r.exhibition_label)).toEqual(Array(3).fill('Colours of Muscat'));
      // A translated word of another field does not name an exhibition.
      const res = await apply(fields({ exhibition_id: 'Mascate' }), { painting_upload: painting });
      expectRefusal(res, 400, 'exhibition_id');
    } finally {
      await t.db.deleteFrom('content_translations').where('entity', '=', 'exhibition').execute();
    }
  });

  it('accepts a PDF or TIFF painting and a ZIP portfolio', async () => {
    const tiff = { data: await imageBytes({ format: 'tiff' }), filename: 'p.tif', type: 'image/tiff' };
    const zip = { data: zipBytes(), filename: 'works.zip', type: 'application/zip' };
    expect((await apply(fields(), { painting_upload: tiff, upload_portfolio: zip })).statusCode).toBe(200);
    const pdf = { ...portfolio, filename: 'painting.pdf' };
    expect((await apply(fields(), { painting_upload: pdf })).statusCode).toBe(200);
  });

  describe('refusals store nothing', () => {
    let before: Awaited<ReturnType<typeof counts>>;
    beforeAll(async () => {
      before = await counts();
    });
    const expectNothingStored = async () => expect(await counts()).toEqual(before);

    it('an unknown exhibition', async () => {
      const res = await apply(fields({ exhibition_id: 'The Show That Never Was' }), { painting_upload: painting });
      expectRefusal(res, 400, 'exhibition_id');
      await expectNothingStored();
    });

    it('an exhibition that has ended', async () => {
      for (const reference of [closed.title, longClosed.exhibition_slug]) {
        const res = await apply(fields({ exhibition_id: reference }), {
          painting_upload: painting,
          upload_portfolio: portfolio,
        });
        const body = expectRefusal(res, 400, 'exhibition_id');
        expect(body.errors).toContainEqual({ field: 'exhibition_id', message: 'applications are closed' });
      }
      await expectNothingStored();
    });

    it('a fake painting or portfolio, judged by content not by name', async () => {
      const fake = { data: Buffer.from('just some text, not a picture'), filename: 'painting.jpg', type: 'image/jpeg' };
      expectRefusal(await apply(fields(), { painting_upload: fake }), 400, 'painting_upload');
      const gif = { data: await imageBytes({ format: 'png' }), filename: 'p.png', type: 'image/png' };
      const fakePortfolio = { ...fake, filename: 'portfolio.pdf', type: 'application/pdf' };
      expectRefusal(
        await apply(fields(), { painting_upload: gif, upload_portfolio: fakePortfolio }),
        400,
        'upload_portfolio',
      );
      await expectNothingStored();
    });

    it('a missing or empty painting', async () => {
      expectRefusal(await apply(fields(), {}), 400, 'painting_upload');
      expectRefusal(await apply(fields(), { upload_portfolio: portfolio }), 400, 'painting_upload');
      // What a browser sends for a file input left empty.
      const empty = { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' };
      expectRefusal(await apply(fields(), { painting_upload: empty }), 400, 'painting_upload');
      await expectNothingStored();
    });

    it('missing or invalid text fields, each named', async () => {
      const res = await apply(fields({ artist_email: 'not-an-email', artist_name: '  ' }), {
        painting_upload: painting,
      });
      const body = expectRefusal(res, 400, 'artist_email');
      expect(body.errors.map((e) => e.field)).toContain('artist_name');
      const { painting_name: _dropped, ...withoutName } = fields();
      expectRefusal(await apply(withoutName, { painting_upload: painting }), 400, 'painting_name');
      expectRefusal(
        await apply(fields({ artist_mobile: 'call me' }), { painting_upload: painting }),
        400,
        'artist_mobile',
      );
      await expectNothingStored();
    });

    it('files over their limits, naming the field', async () => {
      const big = (mb: number, head: Buffer) => Buffer.concat([head, Buffer.alloc(mb * MB + 1 - head.length)]);
      const hugePainting = { data: big(15, painting.data), filename: 'huge.jpg', type: 'image/jpeg' };
      const res = await apply(fields(), { painting_upload: hugePainting });
      expect(expectRefusal(res, 413, 'painting_upload').message).toContain('15 MB');
      const hugePortfolio = { data: big(25, portfolio.data), filename: 'huge.pdf', type: 'application/pdf' };
      expectRefusal(
        await apply(fields(), { painting_upload: painting, upload_portfolio: hugePortfolio }),
        413,
        'upload_portfolio',
      );
      await expectNothingStored();
    });

    it('a painting of exactly 15 MB is within the limit', async () => {
      const exact = Buffer.concat([painting.data, Buffer.alloc(15 * MB - painting.data.length)]);
      const res = await apply(fields({ exhibition_id: 'nope' }), { painting_upload: { ...painting, data: exact } });
      // Refused for the exhibition only: the size was fine.
      expect(expectRefusal(res, 400).errors.map((e) => e.field)).toEqual(['exhibition_id']);
    });

    it('files the form does not take, and bodies that are not multipart', async () => {
      expectRefusal(await apply(fields(), { painting_upload: painting, resume: portfolio }), 400, 'resume');
      // A third file after both of the form's: named too, not a bare "files limit".
      const third = await apply(fields(), {
        painting_upload: painting,
        upload_portfolio: portfolio,
        resume: portfolio,
      });
      expect(expectRefusal(third, 400, 'resume').message).toBe('resume: is not a file this form takes');
      // One of the form's files twice.
      const twice = new FormData();
      for (const [name, value] of Object.entries(fields())) twice.append(name, value);
      for (let i = 0; i < 2; i += 1) {
        twice.append('painting_upload', new Blob([new Uint8Array(painting.data)], { type: 'image/jpeg' }), 'a.jpg');
      }
      const encoded = new Response(twice);
      const sentTwice = await postRaw(
        t.app,
        '/admin/api/apply_exhibitions',
        Buffer.from(await encoded.arrayBuffer()),
        encoded.headers.get('content-type')!,
      );
      expect(expectRefusal(sentTwice, 400, 'painting_upload').message).toBe('painting_upload: must be sent once');
      const url = '/admin/api/apply_exhibitions';
      for (const res of [
        await postJson(t.app, url, fields()),
        await postJson(t.app, url),
        await postRaw(t.app, url, 'hello', 'text/plain'),
      ]) {
        expectRefusal(res, 415);
      }
      expectRefusal(await postRaw(t.app, url, '{"exhibition_id":', 'application/json'), 400);
      expectRefusal(await postRaw(t.app, url, oversizedJson()), 413);
      expectRefusal(await postRaw(t.app, url, 'garbage', 'multipart/form-data'), 400);
      expectRefusal(
        await postRaw(
          t.app,
          url,
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          'multipart/form-data; boundary=x',
        ),
        400,
      );
      await expectNothingStored();
    });

    it('removes files already written when the database refuses the application', async () => {
      await t.db.schema.alterTable('exhibition_application').renameTo('exhibition_application_away').execute();
      try {
        const res = await apply(fields(), { painting_upload: painting, upload_portfolio: portfolio });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.db.schema.alterTable('exhibition_application_away').renameTo('exhibition_application').execute();
      }
      await expectNothingStored();
    });
  });
});

/** A minimal, valid, empty ZIP archive (just the end-of-central-directory record) with one stored file. */
function zipBytes(): Buffer {
  const name = Buffer.from('a.txt');
  const data = Buffer.from('hello');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

import { beforeAll, describe, expect, it } from 'vitest';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import {
  createArtist,
  createArtwork,
  createExhibition,
  createHomeSection,
  createPage,
  createPressArticle,
  expectRefusal,
} from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectStaffOnly, lastAudit, type SignedInStaff } from '#tests/factories/staff.ts';
import { translationLabelsAnswer, translationsAnswer } from '#shared/api/translations.ts';
import { productDetailAnswer, productFilterAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import {
  artistDetailAnswer,
  artistListAnswer,
  exhibitionDetailAnswer,
  exhibitionsAnswer,
  homeAnswer,
  pageAnswer,
  pressAnswer,
} from '#shared/api/gallery.ts';
import type { Artist, Artwork, Exhibition } from '#server/db/schema.ts';
import { contentTranslator } from './translations.service.ts';

const t = manageRouteTest({ signIn: ['editor', 'owner'] });
const { call } = t;
let artist: Artist;
let artwork: Artwork;
let other: Artwork;
let exhibition: Exhibition;

beforeAll(async () => {
  artist = await createArtist(t.ctx, {
    first_name: 'Fatma',
    last_name: 'Al Lawati',
    description: '<p>Paints the sea.</p>',
  });
  artwork = await createArtwork(t.ctx, {
    artist,
    name: 'Dunes at Dusk',
    short_description: 'Sand and light.',
    full_description: '<p>Oil on canvas.</p>',
    tags: ['Desert'],
  });
  other = await createArtwork(t.ctx, { artist, name: 'Harbour Morning' });
  exhibition = await createExhibition(t.ctx, { title: 'Coastlines', artworks: [artwork, other] });
  await createPage(t.ctx, { slug: 'about-us', page_name: 'About Us', page_description: '<p>Since 2012.</p>' });
  await createPage(t.ctx, { slug: 'shipping', page_name: 'Shipping', page_description: '<p>We ship worldwide.</p>' });
});

const path = (entity: string, id: string | number) => `/translations/${entity}/${id}`;
const save = (entity: string, id: string | number, body: unknown, who: SignedInStaff = t.editor) =>
  call('PUT', path(entity, id), body, who);
const read = (entity: string, id: string | number) => call('GET', path(entity, id));
const storefront = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
  });

describe('back-office translations', () => {
  it('answers 401 without a staff session or with a customer session, and writes nothing', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: path('artwork', artwork.id) },
      { method: 'PUT', path: path('artwork', artwork.id), body: { fr: { name: 'Piraté' } } },
    ]);
    expect(await t.db.selectFrom('content_translations').selectAll().execute()).toEqual([]);
  });

  it('lets editors and the owner translate (no 403 for an editor)', async () => {
    // With its PDF: the storefront lists only articles that have their document.
    expect(
      (
        await save('press_article', (await createPressArticle(t.ctx)).id, {
          fr: { article_title: 'La galerie' },
        })
      ).statusCode,
    ).toBe(200);
    const res = await save('artist', artist.id, { de: { first_name: 'Fatma' } }, t.owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reads a record with its English values and no translation yet', async () => {
    const res = await read('artwork', other.id);
    expect(res.statusCode, res.body).toBe(200);
    const { result } = translationsAnswer.parse(res.json());
    expect(result.fields).toEqual([
      { name: 'name', kind: 'text', max: 200, english: 'Harbour Morning' },
      { name: 'short_description', kind: 'text', max: 1000, english: other.short_description },
      { name: 'full_description', kind: 'rich', max: 100_000, english: other.full_description },
    ]);
    expect(result.values).toEqual({ fr: {}, de: {}, ar: {} });
    expect(result.updated_at).toBeNull();
  });

  it('saves and reads back, sanitising rich text and recording the change in the audit log', async () => {
    const res = await save('artwork', artwork.id, {
      fr: {
        name: ' Dunes au crépuscule ',
        full_description: '<p onclick="x()">Huile sur toile.</p><script>alert(1)</script>',
      },
      de: { name: 'Dünen in der Dämmerung', short_description: '' },
      ar: { name: 'كثبان عند الغسق', short_description: 'رمل وضوء.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = translationsAnswer.parse(res.json());
    expect(result.values.fr).toEqual({ name: 'Dunes au crépuscule', full_description: '<p>Huile sur toile.</p>' });
    expect(result.values.de).toEqual({ name: 'Dünen in der Dämmerung' });
    expect(result.values.ar).toEqual({ name: 'كثبان عند الغسق', short_description: 'رمل وضوء.' });
    expect(result.updated_at).not.toBeNull();
    expect(JSON.stringify(result)).not.toMatch(/<script|onclick/);
    expect(translationsAnswer.parse((await read('artwork', artwork.id)).json()).result.values).toEqual(result.values);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'artwork.translate',
      entity: 'artwork',
      entity_id: String(artwork.id),
      staff_id: t.editor.id,
    });
  });

  it('replaces only the languages sent', async () => {
    const res = await save('artwork', artwork.id, { de: { name: 'Dünen am Abend' } });
    const { values } = translationsAnswer.parse(res.json()).result;
    expect(values.de).toEqual({ name: 'Dünen am Abend' });
    expect(values.fr.name).toBe('Dunes au crépuscule');
  });

  it('refuses a save made on translations a colleague has changed since, keeping theirs', async () => {
    const opened = translationsAnswer.parse((await read('exhibition', exhibition.id)).json()).result;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const colleague = await save('exhibition', exhibition.id, {
      fr: { title: 'Littoraux' },
      updated_at: opened.updated_at,
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    const stale = await save(
      'exhibition',
      exhibition.id,
      { de: { title: 'Küsten' }, updated_at: opened.updated_at },
      t.owner,
    );
    expect(expectRefusal(stale, 409).message).toBe(
      'This translation was changed by someone else after you opened it. Your changes were not saved: open it again to see what changed, then make yours.',
    );
    const now = translationsAnswer.parse((await read('exhibition', exhibition.id)).json()).result;
    expect(now.values).toMatchObject({ fr: { title: 'Littoraux' }, de: {} });
    const again = await save(
      'exhibition',
      exhibition.id,
      { de: { title: 'Küsten' }, updated_at: now.updated_at },
      t.owner,
    );
    expect(again.statusCode, again.body).toBe(200);
    expectRefusal(await save('exhibition', exhibition.id, { updated_at: 42 }), 400, 'updated_at');
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const before = await t.db.selectFrom('content_translations').selectAll().orderBy('field').execute();
    expectRefusal(await save('artwork', artwork.id, { fr: { price: '1' } }), 400, 'fr.price');
    expectRefusal(await save('artwork', artwork.id, { fr: { name: 'x'.repeat(201) } }), 400, 'fr.name');
    expectRefusal(await save('artwork', artwork.id, { fr: { name: 12 } }), 400, 'fr.name');
    expectRefusal(await save('artwork', artwork.id, { es: { name: 'Dunas' } }), 400, 'es');
    expectRefusal(await save('painting', artwork.id, { fr: { name: 'x' } }), 400, 'entity');
    expectRefusal(await save('artwork', 'not an id', { fr: { name: 'x' } }), 400, 'id');
    expectRefusal(await save('artwork', 999_999, { fr: { name: 'x' } }), 404, 'id');
    expectRefusal(await read('page', 'careers'), 404, 'id');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/admin/api/manage${path('artwork', artwork.id)}`,
      cookies: t.editor.cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{"fr":',
    });
    expectRefusal(res, 400, 'body');
    expect(await t.db.selectFrom('content_translations').selectAll().orderBy('field').execute()).toEqual(before);
  });
});

describe('the storefront in the visitor’s language', () => {
  beforeAll(async () => {
    await save('artist', artist.id, {
      fr: { first_name: 'Fatima', description: '<p>Peint la mer.</p>' },
      ar: { first_name: 'فاطمة', last_name: 'اللواتية' },
    });
    await save('exhibition', exhibition.id, { fr: { title: 'Littoraux', full_description: '<p>Le littoral.</p>' } });
    await save('page', 'about-us', {
      fr: { page_name: 'À propos', page_description: '<p>Depuis 2012.</p><script>x()</script>' },
    });
    await save('page', 'shipping', { fr: { page_description: '<p>Nous livrons partout.</p>' } });
  });

  it('answers a product search in French by Accept-Language, English fields falling back', async () => {
    const res = await storefront('/product_search', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const { result } = productSearchAnswer.parse(res.json());
    const dunes = result.find((p) => p.id === artwork.id)!;
    expect(dunes).toMatchObject({
      product_name: 'Dunes au crépuscule',
      name: 'Dunes au crépuscule',
      fullDescription: '<p>Huile sur toile.</p>',
      // No French short description: the English one.
      shortDescription: 'Sand and light.',
      artist: { artist_slug: artist.artist_slug, full_name: 'Fatima Al Lawati' },
    });
    expect(result.find((p) => p.id === other.id)!.product_name).toBe('Harbour Morning');
  });

  it('lets ?lng= win over Accept-Language, accepts the template code fn, and answers English by default', async () => {
    const ar = productSearchAnswer.parse(
      (await storefront('/product_search?lng=ar', { 'accept-language': 'fr' })).json(),
    );
    expect(ar.result.find((p) => p.id === artwork.id)).toMatchObject({
      product_name: 'كثبان عند الغسق',
      artist: { full_name: 'فاطمة اللواتية' },
    });
    const fn = productSearchAnswer.parse((await storefront('/product_search?lng=fn')).json());
    expect(fn.result.find((p) => p.id === artwork.id)!.product_name).toBe('Dunes au crépuscule');
    const englishHeaders: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB,fr;q=0.5' },
      { 'accept-language': 'es, it' },
    ];
    for (const headers of englishHeaders) {
      const en = productSearchAnswer.parse((await storefront('/product_search', headers)).json());
      expect(en.result.find((p) => p.id === artwork.id)).toMatchObject({
        product_name: 'Dunes at Dusk',
        artist: { full_name: 'Fatma Al Lawati' },
      });
    }
  });

  it('translates the artwork page: the work, its related works, its exhibitions and the shipping terms', async () => {
    const res = await storefront(`/product_id/${artwork.product_slug}?lng=fr`);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const detail = productDetailAnswer.parse(res.json());
    expect(detail.result.product_name).toBe('Dunes au crépuscule');
    expect(detail.result.exhibitions).toEqual([
      { exhibition_slug: exhibition.exhibition_slug, exhibition_title: 'Littoraux' },
    ]);
    expect(detail.result.related.map((r) => r.artist?.full_name)).toEqual(['Fatima Al Lawati']);
    expect(detail.shipping.page_description).toBe('<p>Nous livrons partout.</p>');
    const german = productDetailAnswer.parse(
      (await storefront(`/product_id/${artwork.id}`, { 'accept-language': 'de' })).json(),
    );
    expect(german.result.product_name).toBe('Dünen am Abend');
    expect(german.shipping.page_description).toBe('<p>We ship worldwide.</p>');
  });

  it('translates artists, exhibitions, press, pages and the home page', async () => {
    const fr = { 'accept-language': 'fr' };
    const artists = artistListAnswer.parse((await storefront('/artist_list', fr)).json()).result;
    expect(artists.find((a) => a.id === artist.id)).toMatchObject({ first_name: 'Fatima', last_name: 'Al Lawati' });
    const one = artistDetailAnswer.parse((await storefront(`/artist_details/${artist.artist_slug}`, fr)).json()).result;
    expect(one).toMatchObject({ first_name: 'Fatima', description: '<p>Peint la mer.</p>' });
    expect(one.products.find((p) => p.id === artwork.id)!.product_name).toBe('Dunes au crépuscule');

    const shows = exhibitionsAnswer.parse((await storefront('/exhibitions', fr)).json()).result;
    expect(shows.find((e) => e.id === exhibition.id)!.exhibition_title).toBe('Littoraux');
    const show = await storefront(`/exhibitions_details/${exhibition.exhibition_slug}`, fr);
    expect(show.headers.vary).toMatch(/accept-language/i);
    expect(exhibitionDetailAnswer.parse(show.json()).result).toMatchObject({
      exhibition_title: 'Littoraux',
      exhibition_short_description: exhibition.short_description,
      exhibition_full_description: '<p>Le littoral.</p>',
    });

    const press = pressAnswer.parse((await storefront('/press_release', fr)).json()).result;
    expect(press.map((p) => p.article_title)).toContain('La galerie');

    const about = await storefront('/pages/about-us', fr);
    expect(about.headers.vary).toMatch(/accept-language/i);
    expect(pageAnswer.parse(about.json()).result).toMatchObject({
      page_name: 'À propos',
      page_description: '<p>Depuis 2012.</p>',
    });
    expect(
      pageAnswer.parse((await storefront('/pages/about-us', { 'accept-language': 'de' })).json()).result.page_name,
    ).toBe('About Us');

    const hero = await createHomeSection(t.ctx, {
      kind: 'hero',
      title: 'Welcome',
      subtitle: 'Art from Oman',
      position: 0,
    });
    await createHomeSection(t.ctx, { kind: 'new_artworks', title: 'New works', position: 1, config: { limit: 8 } });
    await save('home_section', hero.id, { ar: { title: 'أهلاً وسهلاً' } });
    const home = homeAnswer.parse((await storefront('/home', { 'accept-language': 'ar' })).json()).result.sections;
    expect(home[0]).toMatchObject({ title: 'أهلاً وسهلاً', subtitle: 'Art from Oman' });
    expect(home[1]!.artworks.find((a) => a.id === artwork.id)!.product_name).toBe('كثبان عند الغسق');

    const facets = await t.app.inject({ method: 'GET', url: '/admin/api/product_filter', headers: fr });
    expect(facets.headers.vary).toMatch(/accept-language/i);
    expect(
      productFilterAnswer.parse(facets.json()).result.artists.find((a) => a.slug === artist.artist_slug)!.name,
    ).toBe('Fatima Al Lawati');
  });

  it('translates where an artist works and where an exhibition hangs, in every answer that shows them', async () => {
    const fields = translationsAnswer.parse((await read('artist', artist.id)).json()).result.fields;
    expect(fields.find((f) => f.name === 'location')).toEqual({
      name: 'location',
      kind: 'text',
      max: 120,
      english: 'Muscat, Oman',
    });
    const showFields = translationsAnswer.parse((await read('exhibition', exhibition.id)).json()).result.fields;
    expect(showFields.find((f) => f.name === 'venue')).toEqual({
      name: 'venue',
      kind: 'text',
      max: 200,
      english: 'Bait Al Fann, Shatti Al Qurum',
    });
    expect((await save('artist', artist.id, { de: { location: 'Maskat, Oman' } })).statusCode).toBe(200);
    expect(
      (await save('exhibition', exhibition.id, { de: { venue: 'Bait Al Fann, Shatti Al Qurum (Maskat)' } })).statusCode,
    ).toBe(200);

    const one = artistDetailAnswer.parse((await storefront(`/artist_details/${artist.artist_slug}?lng=de`)).json());
    expect(one.result.location).toBe('Maskat, Oman');
    const artists = artistListAnswer.parse((await storefront('/artist_list?lng=de')).json()).result;
    expect(artists.find((a) => a.id === artist.id)!.location).toBe('Maskat, Oman');
    const work = productDetailAnswer.parse((await storefront(`/product_id/${artwork.product_slug}?lng=de`)).json());
    expect(work.result.artist_profile?.location).toBe('Maskat, Oman');

    const show = exhibitionDetailAnswer.parse(
      (await storefront(`/exhibitions_details/${exhibition.exhibition_slug}?lng=de`)).json(),
    );
    expect(show.result.venue).toBe('Bait Al Fann, Shatti Al Qurum (Maskat)');
    const shows = exhibitionsAnswer.parse((await storefront('/exhibitions?lng=de')).json()).result;
    expect(shows.find((e) => e.id === exhibition.id)!.venue).toBe('Bait Al Fann, Shatti Al Qurum (Maskat)');

    // French has no place saved: the English one.
    const fr = artistDetailAnswer.parse((await storefront(`/artist_details/${artist.artist_slug}?lng=fr`)).json());
    expect(fr.result.location).toBe('Muscat, Oman');
    const frShow = exhibitionDetailAnswer.parse(
      (await storefront(`/exhibitions_details/${exhibition.exhibition_slug}?lng=fr`)).json(),
    );
    expect(frShow.result.venue).toBe('Bait Al Fann, Shatti Al Qurum');
  });

  it('reads the translations of a whole answer in one query', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        queries++;
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        return args.result;
      },
    };
    const tr = contentTranslator(t.db.withPlugin(counter), 'fr');
    const seen: string[] = [];
    tr.add('artwork', artwork.id, (v) => seen.push(`artwork ${v.name}`));
    tr.add('artwork', other.id, () => seen.push('other'));
    tr.add('artist', artist.id, (v) => seen.push(`artist ${v.first_name}`));
    tr.add('exhibition', exhibition.id, (v) => seen.push(`exhibition ${v.title}`));
    tr.add('page', 'about-us', (v) => seen.push(`page ${v.page_name}`));
    await tr.apply();
    expect(queries).toBe(1);
    expect(seen).toEqual(['artwork Dunes au crépuscule', 'artist Fatima', 'exhibition Littoraux', 'page À propos']);
    const english = contentTranslator(t.db.withPlugin(counter), 'en');
    english.add('artwork', artwork.id, () => seen.push('never'));
    await english.apply();
    expect(queries).toBe(1);
  });

  it('lets a deleted artwork take its translations with it without breaking any answer', async () => {
    const doomed = await createArtwork(t.ctx, { artist, name: 'Ephemeral' });
    expect((await save('artwork', doomed.id, { fr: { name: 'Éphémère' } })).statusCode).toBe(200);
    const del = await call('DELETE', `/artworks/${doomed.id}`, undefined, t.owner);
    expect(del.statusCode, del.body).toBeLessThan(300);
    expectRefusal(await read('artwork', doomed.id), 404, 'id');
    const res = await storefront('/product_search?lng=fr');
    expect(res.statusCode).toBe(200);
    expect(productSearchAnswer.parse(res.json()).result.map((p) => p.id)).not.toContain(doomed.id);
  });
});

describe('the labels of the filters and the wall label', () => {
  let labelled: Artwork;
  beforeAll(async () => {
    labelled = await createArtwork(t.ctx, {
      artist,
      name: 'Lantern Market',
      medium: 'Ink and wash on paper',
      support: 'Handmade cotton paper',
      categories: ['Drawing'],
      tags: ['Night', 'City'],
    });
  });

  it('lists every label with the id it is translated under, for staff only', async () => {
    const res = await call('GET', '/artwork-labels');
    expect(res.statusCode, res.body).toBe(200);
    const labels = translationLabelsAnswer.parse(res.json()).result;
    expect(labels).toEqual(
      expect.arrayContaining([
        { entity: 'category', id: 'drawing', name: 'Drawing' },
        { entity: 'tag', id: 'night', name: 'Night' },
        { entity: 'medium', id: 'ink-and-wash-on-paper', name: 'Ink and wash on paper' },
        { entity: 'support', id: 'handmade-cotton-paper', name: 'Handmade cotton paper' },
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/manage/artwork-labels' })).statusCode).toBe(401);
  });

  it('reads a category, tag, medium or support by its slug with its English, and 404s an unknown one', async () => {
    const medium = translationsAnswer.parse((await read('medium', 'ink-and-wash-on-paper')).json()).result;
    expect(medium.fields).toEqual([{ name: 'name', kind: 'text', max: 120, english: 'Ink and wash on paper' }]);
    const tag = translationsAnswer.parse((await read('tag', 'night')).json()).result;
    expect(tag.fields[0]!.english).toBe('Night');
    expectRefusal(await read('category', 'no-such-category'), 404, 'id');
    expectRefusal(await read('support', 'no-such-support'), 404, 'id');
    expectRefusal(await save('tag', 'night', { de: { name: 'x'.repeat(121) } }), 400, 'de.name');
  });

  it('shows them in German on the artwork page, the cards and the filters, and finds works by them', async () => {
    for (const [entity, id, de] of [
      ['category', 'drawing', 'Zeichnung'],
      ['tag', 'night', 'Nacht'],
      ['tag', 'city', 'Stadt'],
      ['medium', 'ink-and-wash-on-paper', 'Tusche und Lavierung auf Papier'],
      ['support', 'handmade-cotton-paper', 'Handgeschöpftes Baumwollpapier'],
    ] as const) {
      const res = await save(entity, id, { de: { name: de } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const detail = productDetailAnswer.parse((await storefront(`/product_id/${labelled.product_slug}?lng=de`)).json());
    expect(detail.result).toMatchObject({
      medium: 'Tusche und Lavierung auf Papier',
      support: 'Handgeschöpftes Baumwollpapier',
      category: ['Zeichnung'],
    });
    expect([...detail.result.tag].sort()).toEqual(['Nacht', 'Stadt']);
    const english = productDetailAnswer.parse((await storefront(`/product_id/${labelled.product_slug}`)).json());
    expect(english.result).toMatchObject({ medium: 'Ink and wash on paper', category: ['Drawing'] });

    const filters = productFilterAnswer.parse(
      (
        await t.app.inject({ method: 'GET', url: '/admin/api/product_filter', headers: { 'accept-language': 'de' } })
      ).json(),
    ).result;
    expect(filters.categories.find((c) => c.slug === 'drawing')?.name).toBe('Zeichnung');
    expect(filters.tags.find((c) => c.slug === 'night')?.name).toBe('Nacht');
    // In the order of the German names, not the English ones.
    const names = filters.tags.map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(names.indexOf('Nacht')).toBeLessThan(names.indexOf('Stadt'));
    expect(filters.mediums.find((m) => m.slug === 'ink-and-wash-on-paper')?.name).toBe(
      'Tusche und Lavierung auf Papier',
    );

    // The filter values stay slugs in every language; the search reads the visitor's words.
    const search = async (body: object, lng: string) =>
      productSearchAnswer
        .parse(
          (
            await t.app.inject({
              method: 'POST',
              url: `/admin/api/product_search?lng=${lng}`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            })
          ).json(),
        )
        .result.map((p) => p.id);
    expect(await search({ tag: 'night' }, 'de')).toEqual([labelled.id]);
    expect(await search({ search: 'nacht' }, 'de')).toEqual([labelled.id]);
    expect(await search({ search: 'Tusche' }, 'de')).toEqual([labelled.id]);
    expect(await search({ search: 'nacht' }, 'en')).toEqual([]);
    const cards = productSearchAnswer.parse((await storefront('/product_search?lng=de')).json()).result;
    expect(cards.find((p) => p.id === labelled.id)?.medium).toBe('Tusche und Lavierung auf Papier');
  });
});

describe('deleting a record forgets its translations', () => {
  const rowsOf = (entity: string, id: number) =>
    t.db
      .selectFrom('content_translations')
      .select(['locale', 'field'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .execute();

  const cases = [
    {
      entity: 'artwork',
      path: 'artworks',
      create: async () => (await createArtwork(t.ctx, { artist, name: 'Short-lived' })).id,
      body: { fr: { name: 'Éphémère' }, de: { name: 'Vergänglich' } },
    },
    {
      entity: 'artist',
      path: 'artists',
      create: async () => (await createArtist(t.ctx, { first_name: 'Departing' })).id,
      body: { fr: { first_name: 'Partant' }, ar: { description: '<p>يرسم</p>' } },
    },
    {
      entity: 'exhibition',
      path: 'exhibitions',
      create: async () => (await createExhibition(t.ctx, { title: 'Closing Soon' })).id,
      body: { fr: { title: 'Bientôt fermée' }, de: { short_description: 'Bald geschlossen' } },
    },
    {
      entity: 'press_article',
      path: 'press',
      create: async () => (await createPressArticle(t.ctx, { withFiles: false })).id,
      body: { fr: { article_title: 'Article retiré' } },
    },
  ] as const;

  it.each(cases)('$entity: the deleted record’s rows go in every language, another record’s stay', async (c) => {
    const id = await c.create();
    const saved = await save(c.entity, id, c.body);
    expect(saved.statusCode, saved.body).toBe(200);
    // Another record of the same kind keeps its translations.
    const keeper = await c.create();
    expect((await save(c.entity, keeper, c.body)).statusCode).toBe(200);
    const expected = Object.values(c.body).reduce((n, values) => n + Object.keys(values).length, 0);
    expect(await rowsOf(c.entity, id)).toHaveLength(expected);

    const del = await call('DELETE', `/${c.path}/${id}`, undefined, t.owner);
    expect(del.statusCode, del.body).toBeLessThan(300);

    expect(await rowsOf(c.entity, id)).toEqual([]);
    expect(await rowsOf(c.entity, keeper)).toHaveLength(expected);
  });

  it('home_section: a section removed from the home page takes its translations, the others keep theirs', async () => {
    const arrange = (sections: unknown[]) => call('PUT', '/home-sections', { sections }, t.owner);
    const made = await arrange([
      { kind: 'press', title: 'In the press', enabled: true },
      { kind: 'newsletter', title: 'Stay in touch', enabled: true },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const [press, letter] = (made.json() as { result: { id: number }[] }).result;
    for (const section of [press!, letter!]) {
      expect((await save('home_section', section.id, { fr: { title: 'Titre' } })).statusCode).toBe(200);
    }
    const kept = await arrange([{ id: letter!.id, kind: 'newsletter', title: 'Stay in touch', enabled: true }]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await rowsOf('home_section', press!.id)).toEqual([]);
    expect(await rowsOf('home_section', letter!.id)).toHaveLength(1);
  });

  it('page_card: a card keeps its id and its translations across saves of its page; a removed one takes them', async () => {
    const savePage = (cards: unknown[]) => call('PUT', '/pages/artwork', { cards }, t.owner);
    const made = await savePage([
      { title: 'Original works', body: '<p>Each one unique.</p>' },
      { title: 'Prints', body: '<p>In three sizes.</p>', link: '/arts' },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const [works, prints] = (made.json() as { result: { cards: { id: number }[] } }).result.cards;

    const english = translationsAnswer.parse((await read('page_card', works!.id)).json()).result;
    expect(english.fields.map((f) => [f.name, f.kind, f.english])).toEqual([
      ['title', 'text', 'Original works'],
      ['body', 'rich', '<p>Each one unique.</p>'],
    ]);
    const ar = { ar: { title: 'أعمال أصلية', body: '<p>كل عمل فريد.</p><script>x()</script>' } };
    expect((await save('page_card', works!.id, ar)).statusCode).toBe(200);
    expect((await save('page_card', prints!.id, { ar: { title: 'مطبوعات' } })).statusCode).toBe(200);

    // Reordered and reworded: the cards keep their ids, so the Arabic stays with each.
    const moved = await savePage([
      { id: prints!.id, title: 'Prints and editions', body: '<p>In three sizes.</p>', link: '/arts' },
      { id: works!.id, title: 'Original works', body: '<p>Each one unique, signed.</p>' },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { result: { cards: { id: number }[] } }).result.cards.map((c) => c.id)).toEqual([
      prints!.id,
      works!.id,
    ]);
    const inArabic = pageAnswer.parse((await storefront('/pages/artwork', { 'accept-language': 'ar' })).json());
    expect(inArabic.result.cards.map((c) => [c.title, c.body, c.link])).toEqual([
      ['مطبوعات', '<p>In three sizes.</p>', '/arts'],
      ['أعمال أصلية', '<p>كل عمل فريد.</p>', null],
    ]);
    const inEnglish = pageAnswer.parse((await storefront('/pages/artwork')).json());
    expect(inEnglish.result.cards.map((c) => c.title)).toEqual(['Prints and editions', 'Original works']);

    // A card left out is removed with its translations; a new card gets a new id.
    const trimmed = await savePage([
      { id: works!.id, title: 'Original works', body: '<p>Each one unique, signed.</p>' },
      { title: 'Framing', body: '' },
    ]);
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const ids = (trimmed.json() as { result: { cards: { id: number }[] } }).result.cards.map((c) => c.id);
    expect(ids[0]).toBe(works!.id);
    expect(ids[1]).not.toBe(prints!.id);
    expect(await rowsOf('page_card', prints!.id)).toEqual([]);
    expect(await rowsOf('page_card', works!.id)).toHaveLength(2);
    expect((await read('page_card', prints!.id)).statusCode).toBe(404);
  });

  it('page_card: refuses an id that is not a card of that page, or a card listed twice, and changes nothing', async () => {
    const other = await call('PUT', '/pages/exhibition', { cards: [{ title: 'Now showing' }] }, t.owner);
    expect(other.statusCode, other.body).toBe(200);
    const stranger = (other.json() as { result: { cards: { id: number }[] } }).result.cards[0]!.id;
    const before = await call('GET', '/pages/artwork', undefined, t.owner);

    const foreign = await call('PUT', '/pages/artwork', { cards: [{ id: stranger, title: 'Taken' }] }, t.owner);
    expectRefusal(foreign, 400, 'cards.0.id');
    const own = (before.json() as { result: { cards: { id: number }[] } }).result.cards[0]!.id;
    const twice = await call(
      'PUT',
      '/pages/artwork',
      {
        cards: [
          { id: own, title: 'One' },
          { id: own, title: 'Two' },
        ],
      },
      t.owner,
    );
    expectRefusal(twice, 400, 'cards.1.id');
    expect((await call('GET', '/pages/artwork', undefined, t.owner)).json()).toEqual(before.json());
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { createStaff } from '../staff/staff.service.ts';
import { recordAudit } from './audit.service.ts';

describe('GET /admin/api/manage/audit', () => {
  const t = routeTest();
  let owner: { gallery_staff: string };
  let ownerId: number;
  let ownerMember: { id: number; name: string; email: string };

  beforeAll(async () => {
    ownerMember = await createStaff(t.db, {
      email: 'owner@gallery.test',
      password: 'owner-password-1',
      name: 'Owner',
      role: 'owner',
    });
    ownerId = ownerMember.id;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/session',
      payload: { email: 'owner@gallery.test', password: 'owner-password-1' },
    });
    owner = {
      gallery_staff: signIn.cookies.find((c) => c.name === 'gallery_staff')!.value,
    };
    for (let i = 1; i <= 5; i++) {
      await recordAudit(t.db, {
        staff: ownerMember,
        action: 'artwork.update',
        entity: 'artwork',
        entityId: i,
        detail: `Edit ${i}`,
      });
    }
  });

  it('pages through the log newest first with who did what', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/audit?per_page=2',
      cookies: owner,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, per_page: 2, total: 6 });
    expect(body.result.map((e: { entity_id: string }) => e.entity_id)).toEqual(['5', '4']);
    expect(body.result[0]).toMatchObject({
      action: 'artwork.update',
      entity: 'artwork',
      detail: 'Edit 5',
      staff_id: ownerId,
      staff_name: 'Owner',
      staff_email: 'owner@gallery.test',
    });
    expect(body.result[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);

    const last = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/audit?page=3&per_page=2',
      cookies: owner,
    });
    expect(last.json().result.map((e: { action: string }) => e.action)).toEqual(['artwork.update', 'session.sign_in']);

    const beyond = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/audit?page=9&per_page=2',
      cookies: owner,
    });
    expect(beyond.json()).toMatchObject({ result: [], total: 6 });
  });

  it('answers 400 naming the parameter for a bad page', async () => {
    for (const query of ['page=0', 'page=abc', 'per_page=500', 'sort=id']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/admin/api/manage/audit?${query}`,
        cookies: owner,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.length, query).toBeGreaterThan(0);
    }
  });

  it('keeps entries of a removed staff member with the name and e-mail they had', async () => {
    const editor = await createStaff(t.db, {
      email: 'gone@gallery.test',
      password: 'gone-password-1',
      name: 'Gone',
      role: 'editor',
    });
    await recordAudit(t.db, {
      staff: editor,
      action: 'artwork.create',
      entity: 'artwork',
      entityId: 9,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/manage/staff/${editor.id}`,
      cookies: owner,
    });
    expect(removed.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/audit?per_page=2',
      cookies: owner,
    });
    const [deletion, creation] = page.json().result;
    expect(deletion).toMatchObject({
      action: 'staff.delete',
      staff_name: 'Owner',
    });
    expect(creation).toMatchObject({
      action: 'artwork.create',
      entity_id: '9',
      staff_id: null,
      staff_name: 'Gone',
      staff_email: 'gone@gallery.test',
    });
  });

  it('searches by staff member (name or e-mail, also of a removed account) and by record or action', async () => {
    const search = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/admin/api/manage/audit?${query}`, cookies: owner });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; result: { action: string; entity_id: string | null }[] };
    };
    const actions = async (query: string) => (await search(query)).result.map((e) => e.action);

    expect(await actions('search=gone')).toEqual(['artwork.create']);
    expect(await actions('search=GONE%40gallery')).toEqual(['artwork.create']);
    const byOwner = await search('search=owner%40gallery.test&per_page=50');
    expect(byOwner.total).toBe(7);
    expect(new Set(byOwner.result.map((e) => e.action))).toEqual(
      new Set(['staff.delete', 'artwork.update', 'session.sign_in']),
    );
    expect(await actions('search=staff.delete')).toEqual(['staff.delete']);
    expect(await actions('search=sign_in')).toEqual(['session.sign_in']);
    expect(await actions('search=sign%25in')).toEqual([]);

    const artworks = await search('search=Artwork&per_page=2&page=3');
    expect(artworks.total).toBe(6);
    expect(artworks.result.map((e) => e.entity_id)).toEqual(['2', '1']);
    const oldestFirst = await search('search=artwork&sort=created&order=asc&per_page=1');
    expect(oldestFirst.result.map((e) => e.entity_id)).toEqual(['1']);

    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/admin/api/manage/audit?search=${'x'.repeat(101)}`,
      cookies: owner,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe('search');
  });
});

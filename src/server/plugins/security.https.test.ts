import { describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { insertCustomer, json, loginToken } from '#tests/factories/commerce.ts';
import { HSTS } from './security.ts';

// The gallery served over https, as behind a load balancer that ends TLS.
const t = routeTest({ PUBLIC_URL: 'https://gallery.test' });

describe('over https', () => {
  it('sends HSTS of at least 180 days with subdomains on pages, JSON answers, refusals and cached answers', async () => {
    const [, maxAge] = /max-age=(\d+)/.exec(HSTS)!;
    expect(Number(maxAge)).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(HSTS).toContain('includeSubDomains');
    for (const url of [
      '/robots.txt',
      '/admin/api/setting',
      '/admin/api/setting',
      '/admin/api/no-such-route',
      '/healthz',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('marks every answer that carries personal data no-store, and leaves public answers cacheable', async () => {
    const customer = await insertCustomer(t.db);
    const token = await loginToken(t.app, customer.email);
    for (const [method, url, body] of [
      ['GET', '/admin/api/user/me'],
      ['GET', '/admin/api/user/addresses'],
      ['GET', '/admin/api/user/orders'],
      [
        'POST',
        '/admin/api/user/updateProfile',
        { email: customer.email, first_name: 'Salim', last_name: 'Al Harthy', phone: '' },
      ],
      ['POST', '/admin/api/user/addresses', { full_name: 'Salim Al Harthy', country: 'OM', line1: 'Way 3021' }],
    ] as const) {
      const res = await json(t.app, method, url, body, token);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A refusal to a signed-in customer may still echo what they sent.
    const refused = await json(t.app, 'POST', '/admin/api/user/updateProfile', { email: 'x' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');

    const settings = await t.app.inject({ method: 'GET', url: '/admin/api/setting' });
    expect(settings.headers['cache-control']).toBe('public, no-cache');
  });
});

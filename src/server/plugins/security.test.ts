import { describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';

const t = routeTest();

describe('security headers', () => {
  it('sends helmet’s headers with the gallery’s content security policy on answers that are not JSON', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends JSON answers, refusals included, the short API set that allows nothing to load or frame them', async () => {
    for (const url of ['/admin/api/setting', '/admin/api/no-such-route']) {
      // Twice: the second answer of the setting comes from the answer cache.
      for (const round of [1, 2]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-type'], `${url} ${round}`).toMatch(/^application\/json/);
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        // The document-only headers are not repeated on every API answer.
        expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      }
    }
  });

  it('keeps a policy a route sets itself: the API documentation page runs its own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('script-src');
    expect(csp).not.toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

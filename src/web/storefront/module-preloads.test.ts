import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preloads.ts';

const page = (head: string, body = '') =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe('lowPriorityModulePreloads', () => {
  it('fetches every module preload of the head at low priority', () => {
    const html = lowPriorityModulePreloads(
      page(
        '<title>Bait Al Fann – فن</title><link rel="modulepreload" href="/assets/a.js"/>' +
          '<link rel="stylesheet" href="/assets/s.css"/><link rel="modulepreload" href="/assets/b.js"/>',
      ),
    ).toString();
    expect(html).toContain('<title>Bait Al Fann – فن</title>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/s.css"/>');
  });

  it('leaves the body alone, where a work may quote the markup', () => {
    const quoted = '&lt;link rel=&quot;modulepreload&quot;';
    const raw = '<link rel="modulepreload" href="/x.js"/>';
    const html = lowPriorityModulePreloads(page('', `<p>${quoted}</p>${raw}`)).toString();
    expect(html).toContain(`<body><p>${quoted}</p>${raw}</body>`);
  });

  it('returns a page without preloads as it is', () => {
    const html = page('<title>Press</title>');
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});

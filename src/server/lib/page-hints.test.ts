import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { screenForPath } from '#shared/storefront-screens.ts';
import {
  codeAfterPictures,
  inlineStylesheets,
  likelyLanguage,
  linkedAssets,
  pageHints,
  type ViteManifest,
} from './page-hints.ts';
import { CODE_STARTER, CODE_STARTER_CSP, codeStarterTag } from './code-starter.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/storefront-1.js', imports: ['_react-1.js'], css: ['assets/storefront-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'], css: ['assets/card-1.css'] },
  'storefront/routes/artwork-detail.tsx': {
    file: 'assets/artwork-detail-1.js',
    imports: ['index.html', '_card-1.js'],
    css: ['assets/artwork-detail-1.css'],
  },
};
const page =
  '<script type="module" src="/assets/storefront-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"><link rel="stylesheet" href="/assets/storefront-1.css">';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('page hints', () => {
  it('finds the screen of a path the way the router does', () => {
    expect(screenForPath('/').module).toBe('storefront/routes/home.tsx');
    expect(screenForPath('/arts').module).toBe('storefront/routes/artworks-list.tsx');
    expect(screenForPath('/arts/blue-dunes').module).toBe('storefront/routes/artwork-detail.tsx');
    expect(screenForPath('/exhibitions/light-of-muscat').namespaces).toEqual(['gallery']);
    expect(screenForPath('/arts/blue-dunes/more').module).toBe('storefront/routes/not-found.tsx');
    expect(screenForPath('/nowhere').module).toBe('storefront/routes/not-found.tsx');
  });

  it("links the screen's code, its imports and styles once, leaving out what the page already links", () => {
    const hints = pageHints(manifest, '/arts/blue-dunes', 'fr', linkedAssets(page));
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/artwork-detail-1.js">');
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(hints).toContain('<link rel="preload" as="style" crossorigin href="/assets/artwork-detail-1.css">');
    expect(hints).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-1.css">');
    expect(hints).not.toContain('react-1.js');
    expect(hints).not.toContain('storefront-1');
    expect(hints).toContain('href="/locales/fr/common.json"');
    expect(hints).toContain('href="/locales/fr/catalog.json"');
  });

  it("writes a drawn page's screen styles into it, with no translation hints (the page carries its words)", () => {
    const styles: Record<string, string> = {
      'assets/artwork-detail-1.css': '.page{display:grid}',
      'assets/card-1.css': '.card{color:red}</style><script>',
    };
    const hints = pageHints(manifest, '/arts/blue-dunes', 'fr', linkedAssets(page), {
      drawn: true,
      styleOf: (file) => styles[file],
    });
    expect(hints).toContain('<style data-href="/assets/artwork-detail-1.css">.page{display:grid}</style>');
    expect(hints).toContain('<link rel="stylesheet" crossorigin href="/assets/artwork-detail-1.css" disabled>');
    // A stylesheet cannot close its own <style>.
    expect(hints).toContain('.card{color:red}<\\/style><script></style>');
    expect(hints).not.toContain('rel="preload" as="style"');
    expect(hints).not.toContain('/locales/');
    // The screen's code, which codeAfterPictures hands to the code starter.
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/artwork-detail-1.js">');
  });

  it("hands a drawn page's code to the code starter, placed last in the body", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/storefront-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n' +
      '<link rel="icon" href="/favicon.svg">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/artwork-detail-1.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head>' +
      '<body><div id="root"><main>Drawn</main></div></body>';
    expect(codeAfterPictures(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg">\n</head>' +
        '<body><div id="root"><main>Drawn</main></div>' +
        codeStarterTag('/assets/storefront-1.js', ['/assets/framework-1.js', '/assets/artwork-detail-1.js']) +
        '\n  </body>',
    );
    // A page without a module script (not a built page) is left as it is.
    expect(codeAfterPictures('<body><div id="root"></div></body>')).toBe('<body><div id="root"></div></body>');
  });

  it('gives the code starter its entry and modules as attributes, so that its text and hash never change', () => {
    const tag = codeStarterTag('/assets/a"b.js', ['/assets/c.js', '/assets/d&e.js']);
    expect(tag).toBe(
      `<script data-entry="/assets/a&quot;b.js" data-preload="/assets/c.js /assets/d&amp;e.js">${CODE_STARTER}</script>`,
    );
    expect(CODE_STARTER_CSP).toBe(`'sha256-${createHash('sha256').update(CODE_STARTER).digest('base64')}'`);
    expect(CODE_STARTER).not.toContain('</script');
  });

  it("writes the page's main stylesheets into a drawn page, leaving linked the ones it cannot read", () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/spinner-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/storefront-1.css"></head>';
    const styles: Record<string, string> = { 'assets/storefront-1.css': 'body{margin:0}' };
    expect(inlineStylesheets(html, (file) => styles[file])).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/spinner-1.css">' +
        '<style data-href="/assets/storefront-1.css">body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/storefront-1.css" disabled></head>',
    );
  });

  it('still hints the translations without a manifest', () => {
    expect(pageHints(null, '/', 'en', new Set())).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en/common.json">',
    );
  });

  it('guesses the language from ?lng=, then the i18next cookie, then Accept-Language', () => {
    expect(likelyLanguage(request({ 'accept-language': 'de-DE,de;q=0.9' }, { lng: 'fn' }))).toBe('fr');
    expect(likelyLanguage(request({ cookie: 'a=1; i18next=ar', 'accept-language': 'de' }))).toBe('ar');
    expect(likelyLanguage(request({ 'accept-language': 'es-ES, de;q=0.8' }))).toBe('de');
    expect(likelyLanguage(request({}))).toBe('en');
  });
});

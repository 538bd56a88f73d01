import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, toContentLocale, type ContentLocale } from '#shared/languages.ts';
import { screenForPath } from '#shared/storefront-screens.ts';
import { codeStarterTag } from './code-starter.ts';

/** One entry of Vite's build manifest (build.manifest in vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(file: string): ViteManifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * The language the storefront will pick for this visit, as far as the server can tell: `?lng=`, the
 * `i18next` cookie, then Accept-Language (the browser's stored choice is only known to the page).
 */
export function likelyLanguage(request: FastifyRequest): ContentLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = /(?:^|;\s*)i18next=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return (
    (typeof query?.lng === 'string' ? toContentLocale(query.lng) : undefined) ??
    toContentLocale(cookie) ??
    localeFromAcceptLanguage(request.headers['accept-language'])
  );
}

/**
 * `<link>` tags that let the browser fetch, while it is still downloading the app, what the page at
 * `pathname` asks for next: its screen's code and styles, and its translation files. Without them
 * each of these waits for the app to start and render (ADR 006). Files already linked in the page
 * (`linked`) are left out. A page drawn on the server (ADR 007) carries its words already, and its
 * screen's styles written into it (`styleOf` reads a built stylesheet): its HTML is painted before
 * the screen's code arrives, and a dozen small stylesheets would each hold that paint up.
 */
export function pageHints(
  manifest: ViteManifest | null,
  pathname: string,
  language: ContentLocale,
  linked: ReadonlySet<string>,
  { drawn = false, styleOf }: { drawn?: boolean; styleOf?: (file: string) => string | undefined } = {},
): string {
  const screen = screenForPath(pathname);
  const tags: string[] = [];
  if (!drawn) {
    for (const ns of ['common', ...screen.namespaces]) {
      // Same mode and credentials as i18next-http-backend's fetch, so the browser reuses the answer.
      tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/${language}/${ns}.json">`);
    }
  }
  if (manifest) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((css) => styles.add(css));
      chunk.imports?.forEach(visit);
    };
    visit(screen.module);
    for (const file of styles) {
      if (linked.has(`/${file}`)) continue;
      const css = drawn ? styleOf?.(file) : undefined;
      if (css !== undefined) {
        // Written in, for the first paint. The disabled link (never fetched) tells the screen's import
        // that the stylesheet is there, so it adds no other.
        tags.push(styleTag(`/${file}`, css));
        tags.push(`<link rel="stylesheet" crossorigin href="/${file}" disabled>`);
      } else {
        // Fetched early; the screen's import applies it.
        tags.push(`<link rel="preload" as="style" crossorigin href="/${file}">`);
      }
    }
    // On a drawn page, codeAfterPictures hands these to the code starter.
    for (const file of scripts) {
      if (!linked.has(`/${file}`)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
  }
  return tags.join('\n    ');
}

/** A stylesheet written into the page; it cannot close its own `<style>`. */
const styleTag = (href: string, css: string) =>
  `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The page's own stylesheets (the app's main ones, linked by the built index.html) written into a
 * drawn page's head instead: its first paint then waits for the HTML alone, not for another request
 * on a slow phone network. Each keeps a disabled link, as a screen's do (pageHints): a screen whose
 * code imports one of them (the spinner's, shared with the entry) would otherwise fetch it again. A
 * stylesheet that cannot be read stays linked.
 */
export function inlineStylesheets(html: string, styleOf: (file: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
    const css = styleOf(file);
    return css === undefined ? link : styleTag(`/${file}`, css) + link.replace(/>$/, ' disabled>');
  });
}

/**
 * A drawn page's code, started by the code starter once the first screen's pictures are in
 * (lib/code-starter.ts): the module script and module preloads of the built page and of its hints
 * leave the HTML, and the starter, placed last in the body, asks for them. Without a module script
 * (not a built page) the HTML is left as it is.
 */
export function codeAfterPictures(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preload: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_link, href: string) => {
      if (!preload.includes(href)) preload.push(href);
      return '';
    });
  return rest.replace('</body>', `${codeStarterTag(entry[1]!, preload)}\n  </body>`);
}

/** The asset paths a built page already links (scripts, module preloads, stylesheets). */
export function linkedAssets(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!));
}

export const manifestPath = (root: string) => path.join(root, '.vite', 'storefront-manifest.json');

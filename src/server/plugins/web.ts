import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../env.ts';
import type { ContentLocale } from '#shared/languages.ts';
import { injectHead } from '../modules/seo/seo.html.ts';
import { pageMeta } from '../modules/seo/seo.service.ts';
import { likelyLanguage, linkedAssets, manifestPath, pageHints, readManifest } from '../lib/page-hints.ts';

/** Where `vite build` puts the storefront and the back office. */
export const WEB_DIST = path.resolve('dist/web');

export interface WebOptions {
  env: Env;
  /** The folder of the built apps; tests point it at a stub page. Default: dist/web. */
  root?: string;
}

/**
 * Serves the built browser apps: hashed assets cached for a year, translations briefly,
 * /admin/* to the back office's page and every other page path to the storefront's, with that
 * page's title, description, canonical address and link-preview tags written into its head.
 */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const root = options.root ? path.resolve(options.root) : WEB_DIST;
  const storefrontHtml = path.join(root, 'index.html');
  const adminHtml = path.join(root, 'admin', 'index.html');
  if (!fs.existsSync(storefrontHtml)) {
    app.log.warn(`No built storefront at ${root}; run "npm run build".`);
    return;
  }
  const pages = {
    storefront: fs.readFileSync(storefrontHtml, 'utf8'),
    admin: fs.existsSync(adminHtml) ? fs.readFileSync(adminHtml, 'utf8') : '',
  };
  const manifest = readManifest(manifestPath(root));
  const linked = linkedAssets(pages.storefront);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: false,
    // Vite names assets by content hash, so they never change under the same URL.
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (file.includes(`${path.sep}locales${path.sep}`)) {
        res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.get('/admin', (_req, reply) => sendPage(reply, pages.admin));
  app.get('/admin/*', (req, reply) => {
    if (req.url.startsWith('/admin/api/')) {
      return reply.code(404).send({ message: `No route for GET ${req.url.split('?')[0]}`, errors: [] });
    }
    return sendPage(reply, pages.admin);
  });
  // Files that exist are served by the static handler above; anything else is a storefront route.
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0]!;
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (url !== '/' && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url)) {
      return reply.code(404).send({ message: `No file at ${url}`, errors: [] });
    }
    // An unknown address still gets the app (it shows its not-found page), but answers 404 with noindex.
    const language = likelyLanguage(req);
    const meta = await pageMeta(app.db, url, options.env.PUBLIC_URL, language);
    const hints = pageHints(manifest, url, language, linked);
    return sendPage(
      reply.code(meta.status),
      withLanguage(injectHead(pages.storefront, meta.head), language).replace('</head>', `  ${hints}\n  </head>`),
    );
  });
}

/** `<html lang dir>` for the language the page will most likely show in, so Arabic starts right to left. */
function withLanguage(html: string, language: ContentLocale): string {
  return html.replace(/<html[^>]*>/i, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
}

export default fp(webPlugin, { name: 'web' });

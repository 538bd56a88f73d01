import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './seo.service.ts';

/** GET /sitemap.xml and GET /robots.txt at the site's root, for search engines. */
export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapXml(app.db, app.env.PUBLIC_URL);
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(app.env.PUBLIC_URL)),
  );
}

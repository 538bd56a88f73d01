import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, toContentLocale, type ContentLocale } from '#shared/languages.ts';

/**
 * The language a storefront request wants its content in: `?lng=` first (shared links), then the
 * Accept-Language header the storefront sets from its current language. English when neither names one.
 */
export function contentLocaleOf(request: FastifyRequest): ContentLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? toContentLocale(query.lng) : undefined;
  return fromQuery ?? localeFromAcceptLanguage(request.headers['accept-language']);
}

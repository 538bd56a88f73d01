import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsAnswer, type CurrencyInfo, type Settings } from '#shared/api/gallery.ts';
import type { ContentLocale } from '#shared/languages.ts';
import { OMR } from '#shared/money.ts';
import { findMediaByIds, mediaUrl } from '../media/media.service.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { getSettings, listCurrencies, settingTextsIn } from './settings.service.ts';

/** The logo is shown small in the storefront header, and stands for the site when a page has no picture of its own. */
const LOGO_WIDTH = 320;

export default async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  // Every page loads the settings: an ETag lets browsers revalidate with a cheap 304.
  await fastify.register(etag);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setting',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The site settings the storefront's header and footer need, with the API's field spellings " +
          '(facbook, instrgram, company_fav = logo URL) and the display currencies with their rates per 1 OMR.',
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) => {
      // Revalidate every time (a cheap 304 thanks to the ETag) so back-office changes show at once.
      reply.header('cache-control', 'public, no-cache');
      reply.header('vary', 'accept-language');
      return { result: await publicSettings(app, contentLocaleOf(request)) };
    },
  );
}

async function publicSettings(app: FastifyInstance, locale: ContentLocale): Promise<Settings> {
  const [s, texts, currencyRows] = await Promise.all([
    getSettings(app.db),
    settingTextsIn(app.db, locale),
    listCurrencies(app.db),
  ]);
  const logo =
    s.company_logo_id === null ? undefined : (await findMediaByIds(app.db, [s.company_logo_id])).get(s.company_logo_id);
  // Prices are stored in rials, so the base currency is always offered even before staff add any.
  const currencies: CurrencyInfo[] = (currencyRows.length ? currencyRows : [OMR]).map((c) => ({
    code: c.code,
    currencySymbol: c.symbol,
    currencyName: c.name,
    currencyRate: c.rate,
    decimals: c.decimals,
  }));
  return {
    company_name: texts.company_name,
    company_fav: mediaUrl(logo, LOGO_WIDTH),
    facbook: s.facebook,
    twitter: s.twitter,
    instrgram: s.instagram,
    google_plus: s.google_plus,
    phone: s.phone,
    email: s.email,
    address: texts.address,
    free_delivery_threshold: s.free_delivery_threshold,
    default_currency: s.default_currency,
    tax_rate: s.tax_rate,
    currencies,
    mailing_list_url: s.mailing_list_url || app.env.MAILING_LIST_URL,
    template: texts.template,
    meta_description: texts.meta_description,
  };
}

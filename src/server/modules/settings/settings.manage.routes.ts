import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  currencyAnswer,
  currencyBody,
  currencyListAnswer,
  currencyListQuery,
  currencyParams,
  manageMessage,
  newCurrencyBody,
  settingsBody,
  settingsManageAnswer,
} from '#shared/api/manage.ts';
import {
  createCurrency,
  deleteCurrency,
  listCurrenciesForStaff,
  saveSettings,
  settingsForStaff,
  updateCurrency,
} from './settings.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Settings and currencies in the back office, owner only, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function settingsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];
  const ownerOnly = app.requireStaff('owner');

  app.get(
    '/settings',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary: "The gallery's settings (owner only).",
        response: { 200: settingsManageAnswer, ...refusals(401, 403) },
      },
    },
    async () => ({ result: await settingsForStaff(app.db) }),
  );

  app.put(
    '/settings',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary:
          'Change any of the settings (owner only); keys left out keep their value. default_currency must be one of ' +
          'the currencies; company_logo_id an uploaded image; money in baisa; tax_rate a percent string.',
        body: settingsBody,
        response: { 200: settingsManageAnswer, ...refusals(400, 401, 403) },
      },
    },
    async (request) => ({ result: await saveSettings(app.db, currentStaff(request), request.body) }),
  );

  app.get(
    '/currencies',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary:
          'The display currencies with their rates per 1 OMR (owner only): in menu order (position) unless ' +
          'sorted by code or name, asc or desc.',
        querystring: currencyListQuery,
        response: { 200: currencyListAnswer, ...refusals(400, 401, 403) },
      },
    },
    async (request) => ({ result: await listCurrenciesForStaff(app.db, request.query) }),
  );

  app.post(
    '/currencies',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary:
          'Add a display currency: code, symbol, name, rate per 1 OMR (positive decimal string), decimals 0-3 (owner only).',
        body: newCurrencyBody,
        response: { 201: currencyAnswer, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createCurrency(app.db, currentStaff(request), request.body) }),
  );

  app.put(
    '/currencies/:code',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary: "Change a currency's symbol, name, rate or decimals (owner only). OMR keeps rate 1 and 3 decimals.",
        params: currencyParams,
        body: currencyBody,
        response: { 200: currencyAnswer, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      result: await updateCurrency(app.db, currentStaff(request), request.params.code, request.body),
    }),
  );

  app.delete(
    '/currencies/:code',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary: 'Remove a display currency (owner only); not OMR and not the default currency (409).',
        params: currencyParams,
        response: { 200: manageMessage, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteCurrency(app.db, currentStaff(request), request.params.code);
      return { message: `${request.params.code} has been removed.` };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  manageMessage,
  newStaffBody,
  ownPasswordBody,
  staffChangeBody,
  staffPasswordBody,
  sessionAnswer,
  signInBody,
  staffAccountAnswer,
  staffIdParams,
  staffListAnswer,
  staffListQuery,
} from '#shared/api/manage.ts';
import { clearStaffCookie, currentStaff, setStaffCookie, staffToken } from '../../plugins/staff-auth.ts';
import { changeOwnPassword, signIn, signInGuards, signOut, staffForToken } from './staff-session.service.ts';
import { addStaff, changeStaff, listStaff, removeStaff, setStaffPassword } from './staff.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Staff sessions and staff accounts, under /admin/api/manage (registered by modules/index.ts). */
export default async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: staff'];
  const guards = signInGuards(app.mailer, app.env.PUBLIC_URL);

  app.post(
    '/session',
    {
      config: { staffPublic: true },
      schema: {
        tags,
        summary:
          'Sign in to the back office. Sets the httpOnly cookie gallery_staff (12 hours). ' +
          'Wrong credentials answer 401. Too many failures from one IP, or an account guessed too fast ' +
          'from anywhere (slowed step by step, never locked), answer 429 with Retry-After.',
        body: signInBody,
        response: { 200: sessionAnswer, ...refusals(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const previous = staffToken(request);
      const { staff, token } = await signIn(app.db, guards, {
        ...request.body,
        ip: request.ip,
      });
      if (previous) await signOutQuietly(previous);
      setStaffCookie(reply, app.env, token);
      return { result: staff };
    },
  );

  /** Signing in again in the same browser ends the session it replaces. */
  async function signOutQuietly(token: string) {
    const staff = await staffForToken(app.db, token);
    if (staff) await signOut(app.db, staff, token, 'Session replaced by a new sign-in in the same browser');
  }

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member, or 401',
        response: { 200: sessionAnswer, ...refusals(401) },
      },
    },
    async (request) => ({ result: currentStaff(request) }),
  );

  app.delete(
    '/session',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server and clears the cookie',
        response: { 200: manageMessage, ...refusals(401) },
      },
    },
    async (request, reply) => {
      await signOut(app.db, currentStaff(request), staffToken(request)!, `Signed out from ${request.ip}`);
      clearStaffCookie(reply, app.env);
      return { message: 'You have signed out.' };
    },
  );

  app.get(
    '/staff',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags,
        summary: 'Staff accounts (owner only), by name unless sorted by email, role or created, asc or desc.',
        querystring: staffListQuery,
        response: { 200: staffListAnswer, ...refusals(400, 401, 403) },
      },
    },
    async (request) => ({ result: await listStaff(app.db, request.query) }),
  );

  app.post(
    '/staff',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags,
        summary: 'Add a staff account, owner or editor (owner only)',
        body: newStaffBody,
        response: { 201: staffAccountAnswer, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await addStaff(app.db, currentStaff(request), request.body);
      return reply.code(201).send({ result: created });
    },
  );

  app.put(
    '/staff/me/password',
    {
      schema: {
        tags,
        summary:
          'Change your own password (any staff member), giving the current one. Your other sessions end; ' +
          'this one stays. Too many wrong current passwords answer 429 with Retry-After.',
        body: ownPasswordBody,
        response: { 200: manageMessage, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await changeOwnPassword(app.db, currentStaff(request), staffToken(request)!, request.body);
      return { message: 'Your password has been changed. Your other sessions have ended.' };
    },
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags,
        summary:
          "Change a colleague's role, or disable (their sessions end at once) or enable their account " +
          '(owner only; not your own account, never the last active owner).',
        params: staffIdParams,
        body: staffChangeBody,
        response: { 200: staffAccountAnswer, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      result: await changeStaff(app.db, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/staff/:id/password',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags,
        summary: 'Set a new password for a colleague; their sessions end (owner only; not your own account).',
        params: staffIdParams,
        body: staffPasswordBody,
        response: { 200: manageMessage, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await setStaffPassword(app.db, currentStaff(request), request.params.id, request.body.password);
      return { message: 'The new password is set and their sessions have ended.' };
    },
  );

  app.delete(
    '/staff/:id',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags,
        summary:
          'Remove a staff account and end its sessions (owner only; not your own account, never the last active owner)',
        params: staffIdParams,
        response: { 200: manageMessage, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await removeStaff(app.db, currentStaff(request), request.params.id);
      return { message: 'The staff account has been removed.' };
    },
  );
}

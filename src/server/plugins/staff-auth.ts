import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Env } from '../env.ts';
import type { StaffMember, StaffRole } from '#shared/api/manage.ts';
import { STAFF_SESSION_TTL_MS, staffForToken } from '../modules/staff/staff-session.service.ts';

/**
 * Back-office sessions and roles (docs/product.md#sessions-and-accounts). The credential is the httpOnly cookie
 * `gallery_staff`, sent only to /admin and only by same-site pages (SameSite=Strict). Nothing else
 * is accepted: not the customers' `gallery_session` cookie, not an Authorization header.
 */
export const STAFF_COOKIE = 'gallery_staff';
const COOKIE_PATH = '/admin';
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export type StaffGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, once a staff guard has run; null before or without one. */
    staff: StaffMember | null;
  }
  interface FastifyInstance {
    /**
     * A hook (onRequest or preHandler) for back-office routes: 401 without a staff session;
     * 403 when `role` is 'owner' and the staff member is an editor. The owner can do everything;
     * 'editor' (or no role) admits both.
     */
    requireStaff: (role?: StaffRole) => StaffGuard;
  }
  interface FastifyContextConfig {
    /** Marks the one back-office route that works without a session (signing in). */
    staffPublic?: boolean;
  }
}

function cookieOptions(env: Env) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: env.PUBLIC_URL.startsWith('https:'),
    path: COOKIE_PATH,
  };
}

export function setStaffCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    ...cookieOptions(env),
    maxAge: Math.floor(STAFF_SESSION_TTL_MS / 1000),
  });
}

export function clearStaffCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(env));
}

/** The session token the request carries in `gallery_staff`, if it looks like one. */
export function staffToken(request: FastifyRequest): string | null {
  const value = request.cookies?.[STAFF_COOKIE];
  return value && TOKEN.test(value) ? value : null;
}

/** The staff member of a request that passed a staff guard. */
export function currentStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new AppError('unauthorized', 'Please sign in to the back office.');
  return request.staff;
}

async function staffAuthPlugin(app: FastifyInstance, options: { env: Env }) {
  const { env } = options;
  const checked = new WeakSet<FastifyRequest>();

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StaffMember | null> {
    if (checked.has(request)) return request.staff;
    checked.add(request);
    const token = staffToken(request);
    request.staff = token ? await staffForToken(app.db, token) : null;
    // An expired or ended session: drop the stale cookie so the browser stops sending it.
    if (!request.staff && request.cookies?.[STAFF_COOKIE] !== undefined) clearStaffCookie(reply, env);
    return request.staff;
  }

  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (role?: StaffRole): StaffGuard => {
    return async function staffGuard(request, reply) {
      const staff = await authenticate(request, reply);
      if (!staff) throw new AppError('unauthorized', 'Please sign in to the back office.');
      if (role === 'owner' && staff.role !== 'owner') {
        throw new AppError('forbidden', 'Only the gallery owner can do this.');
      }
    };
  });
}

export default fp(staffAuthPlugin, {
  name: 'staff-auth',
  dependencies: ['db'],
});

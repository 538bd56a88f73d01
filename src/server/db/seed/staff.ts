import type { Tx } from '../client.ts';
import { AppError } from '../../errors.ts';
import { createStaff } from '../../modules/staff/staff.service.ts';
import type { SeedContext } from './context.ts';

export const DEMO_OWNER = { email: 'owner@baitalfann.om', password: 'gallery-owner-2026' } as const;
export const DEMO_EDITOR = { email: 'editor@baitalfann.om', password: 'gallery-editor-2026' } as const;

/**
 * The back-office accounts: the owner named by STAFF_EMAIL/STAFF_PASSWORD, or else two demo
 * accounts with published passwords. Returns how to sign in.
 */
export async function seedStaff(tx: Tx, { env, log }: Pick<SeedContext, 'env' | 'log'>): Promise<string> {
  const existing = await tx.selectFrom('staff').select('email').executeTakeFirst();
  // Someone already set up the back office (staff:create): never add known passwords next to it.
  if (existing) return `Sign in to /admin with your existing staff account (${existing.email}).`;
  if (env.STAFF_EMAIL && env.STAFF_PASSWORD) {
    try {
      const owner = await createStaff(tx, {
        email: env.STAFF_EMAIL,
        password: env.STAFF_PASSWORD,
        name: 'Gallery owner',
        role: 'owner',
      });
      return `Sign in to /admin as ${owner.email} with the password from STAFF_PASSWORD.`;
    } catch (error) {
      if (error instanceof AppError)
        throw new Error(`Cannot create the owner from STAFF_EMAIL and STAFF_PASSWORD: ${error.message}`, {
          cause: error,
        });
      throw error;
    }
  }
  if (env.STAFF_EMAIL || env.STAFF_PASSWORD) {
    log.warn('Only one of STAFF_EMAIL and STAFF_PASSWORD is set; creating the demo staff accounts instead');
  }
  // People's names, as a gallery's staff have: the back office greets and records them by name.
  await createStaff(tx, { ...DEMO_OWNER, name: 'Muna Al Harthy', role: 'owner' });
  await createStaff(tx, { ...DEMO_EDITOR, name: 'Yusuf Al Farsi', role: 'editor' });
  return (
    `Sign in to /admin as ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (owner) or ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password} (editor); ` +
    'these demo passwords are public, so change them or set STAFF_EMAIL and STAFF_PASSWORD before going live.'
  );
}

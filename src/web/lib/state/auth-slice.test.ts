import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store.ts';
import { memoryStorage } from '../test-utils.tsx';
import { loggedIn, loggedOut } from './auth-slice.ts';

const profile = { id: 3, email: 'reem@example.om', first_name: 'Reem', last_name: 'Al Said', phone: null };

function bootstrapped(persistor: ReturnType<typeof createAppStore>['persistor']) {
  return new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
}

describe('auth state (docs/product.md#sessions-and-accounts: the profile only)', () => {
  it('keeps the profile of a login answer and never its user_token, also in storage', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await bootstrapped(persistor);
    store.dispatch(loggedIn({ ...profile, user_token: 'secret-token-value-1234567890' } as typeof profile));
    await persistor.flush();
    expect(store.getState().auth.user).toEqual(profile);
    expect(storage.data.get('persist:flone')).not.toContain('secret-token');
    store.dispatch(loggedOut());
    expect(store.getState().auth.user).toBeNull();
  });

  it('drops a token and stale messages stored by an older build of this version', async () => {
    const storage = memoryStorage({
      'persist:flone': JSON.stringify({
        auth: JSON.stringify({
          user: { ...profile, user_token: 'old-token-abcdefghijklmnop' },
          token: 'old-token',
          message: 'Saved',
          error: { status: 500 },
        }),
        _persist: JSON.stringify({ version: 1.1, rehydrated: true }),
      }),
    });
    const { store, persistor } = createAppStore({ storage });
    await bootstrapped(persistor);
    expect(store.getState().auth).toEqual({ user: profile, message: null, error: null });
  });
});

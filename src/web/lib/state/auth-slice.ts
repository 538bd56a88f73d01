import { createSlice, isRejectedWithValue, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '#shared/api/accounts.ts';

/**
 * Who is logged in. The credential itself is an httpOnly cookie (docs/product.md#sessions-and-accounts): page scripts never
 * hold the token, so only the profile is kept (and persisted).
 */
export interface AuthState {
  user: User | null;
  message: string | null;
  error: unknown;
}

const initialState: AuthState = { user: null, message: null, error: null };

/** `message` after the server ended the session (not the customer): the login page says why. */
export const SESSION_ENDED = 'session-ended';

/**
 * The profile fields only: the login answer also carries `user_token` (for other API clients), and
 * that must never reach the store, which is persisted in local storage.
 */
export function profileOf(user: User): User {
  return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name, phone: user.phone };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, { payload }: PayloadAction<User>) {
      state.user = profileOf(payload);
      state.message = null;
      state.error = null;
    },
    profileSaved(state, { payload }: PayloadAction<User>) {
      state.user = profileOf(payload);
    },
    loggedOut() {
      return initialState;
    },
    sessionEnded() {
      return { ...initialState, message: SESSION_ENDED };
    },
    authMessage(state, { payload }: PayloadAction<string | null>) {
      state.message = payload;
    },
    authFailed(state, { payload }: PayloadAction<unknown>) {
      state.error = payload;
    },
  },
});

export const { loggedIn, profileSaved, loggedOut, sessionEnded, authMessage, authFailed } = authSlice.actions;

/**
 * An account call answered 401 while this browser thought it was logged in: the session ended
 * (logged out elsewhere, a password change on another device, or it expired). The profile is
 * forgotten, so the account pages send the visitor to log in instead of showing a broken page.
 * A failed login is not one of these.
 */
export const sessionEndedMiddleware: Middleware<object, { auth: AuthState }> = (store) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action)) {
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
    if (status === 401 && endpoint !== 'logIn' && store.getState().auth.user) store.dispatch(sessionEnded());
  }
  return result;
};

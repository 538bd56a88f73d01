import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { manageApi } from './api.ts';
import { sessionNotice } from './session-notice.ts';

/** The back office keeps nothing in browser storage: the server holds the session, the API cache the rest. */
export function createAdminStore() {
  const store = configureStore({
    reducer: { [manageApi.reducerPath]: manageApi.reducer, [sessionNotice.name]: sessionNotice.reducer },
    middleware: (getDefault) => getDefault().concat(manageApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof createAdminStore>;

export type AdminState = ReturnType<AdminStore['getState']>;

import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

/**
 * The back office's own RTK Query API (never the storefront's): /admin/api/manage/, with the staff
 * session cookie the server sets. Each operation lives in its own file under `admin/endpoints/`
 * (not `admin/api/`: in development that URL path is the proxy to the API) and is injected here.
 * Non-2xx answers arrive as `{ status, data: { message, errors } }` (docs/product.md#bad-input).
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/admin/api/manage/',
  credentials: 'same-origin',
});

/** Calls that answer 401 as part of their normal work; any other 401 means the session has ended. */
const SESSION_ENDPOINTS = new Set(['getSession', 'signIn']);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extra) => {
  const result = await rawBaseQuery(args, queryApi, extra);
  if (result.error?.status === 401 && !SESSION_ENDPOINTS.has(queryApi.endpoint)) {
    // Ask for the session again: its 401 sends the staff member back to the sign-in screen.
    queryApi.dispatch(manageApi.util.invalidateTags(['Session']));
  }
  return result;
};

export const manageApi = createApi({
  reducerPath: 'manageApi',
  baseQuery,
  tagTypes: [
    'Session',
    'Staff',
    'Audit',
    'Artwork',
    'Artist',
    'Exhibition',
    'Press',
    'Page',
    'HomeSection',
    'Settings',
    'Currency',
    'Application',
    'Message',
    'Enquiry',
    'Subscriber',
    'Outbox',
    'Customer',
  ],
  endpoints: () => ({}),
});

import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the browser apps. Each feature adds its operations with
 * `api.injectEndpoints` in its own `features/<domain>/api/<operation>.ts` file.
 * Non-2xx answers arrive as `{ status, data: { message, errors } }` (DECISIONS §9).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/admin/api/', credentials: 'same-origin' }),
  tagTypes: ['Artwork', 'Artist', 'Exhibition', 'Press', 'Page', 'Settings', 'Home', 'Cart', 'User', 'Order'],
  endpoints: () => ({}),
});

import type { z } from 'zod';
import type { updateProfileAnswer, updateProfileBody } from '#shared/api/accounts.ts';
import { api } from '#web/lib/api.ts';

export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** POST /user/updateProfile: answers [ { message, result, user_token } ] (docs/product.md#api: data[0].result). */
export const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<z.infer<typeof updateProfileAnswer>, UpdateProfileBody>({
      query: (body) => ({ url: 'user/updateProfile', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;

import type { ManagedMedia } from '#shared/api/manage.ts';
import { MEDIA_UPLOAD_FIELDS } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /media (multipart `file`, optional `alt`): an image or a PDF, answered with its media id. */
export const uploadMediaApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<ManagedMedia, { file: File; alt?: string }>({
      query: ({ file, alt }) => {
        const body = new FormData();
        body.append(MEDIA_UPLOAD_FIELDS.file, file);
        if (alt) body.append(MEDIA_UPLOAD_FIELDS.alt, alt);
        return { url: 'media', method: 'POST', body };
      },
      transformResponse: (answer: { result: ManagedMedia }) => answer.result,
    }),
  }),
});

export const { useUploadMediaMutation } = uploadMediaApi;

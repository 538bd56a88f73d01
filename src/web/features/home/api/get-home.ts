import type { HomeSection } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';

/** POST /home: the home page's sections in the order the gallery arranged them (data.result.sections). */
export const getHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeSection[], { lng?: string }>({
      query: (body) => ({ url: 'home', method: 'POST', body }),
      transformResponse: (answer: { result: { sections: HomeSection[] } }) => answer.result.sections,
      providesTags: ['Home'],
    }),
  }),
});

export const { useGetHomeQuery } = getHomeApi;

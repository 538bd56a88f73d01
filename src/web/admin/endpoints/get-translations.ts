import type { TranslatableEntity, TranslationsAnswer } from '#shared/api/translations.ts';
import { manageApi } from '../lib/api.ts';

export interface TranslationsKey {
  entity: TranslatableEntity;
  /** The record's id (a page's slug). */
  id: string;
}

/** GET /translations/:entity/:id: a record's translatable fields with the English and the fr/de/ar values. */
export const getTranslationsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslations: build.query<TranslationsAnswer, TranslationsKey>({
      query: ({ entity, id }) => `translations/${entity}/${encodeURIComponent(id)}`,
      transformResponse: (answer: { result: TranslationsAnswer }) => answer.result,
      // The English values change when the record is saved on its own screen.
      providesTags: (_result, _error, { entity, id }) => [
        { type: TAG_OF[entity], id: 'LIST' },
        { type: TAG_OF[entity], id: /^\d+$/.test(id) ? Number(id) : id },
      ],
    }),
  }),
});

const TAG_OF = {
  artwork: 'Artwork',
  artist: 'Artist',
  exhibition: 'Exhibition',
  press_article: 'Press',
  page: 'Page',
  // A card's English changes when its page is saved, which refreshes the pages' list.
  page_card: 'Page',
  home_section: 'HomeSection',
  // A label's English is written on the artworks that carry it.
  category: 'Artwork',
  tag: 'Artwork',
  medium: 'Artwork',
  support: 'Artwork',
  settings: 'Settings',
} as const satisfies Record<TranslatableEntity, string>;

export const { useGetTranslationsQuery } = getTranslationsApi;

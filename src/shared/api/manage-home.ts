import { z } from 'zod';
import {
  idList,
  idsListedOnce,
  loadedStamp,
  optionalText,
  refId,
  siteLink,
  text,
  wholeNumber,
} from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** The home page's sections in the back office: /admin/api/manage/home-sections. */

export const homeSectionKinds = [
  'hero',
  'featured_artworks',
  'new_artworks',
  'exhibitions',
  'artists',
  'press',
  'newsletter',
] as const;
export type HomeSectionKind = (typeof homeSectionKinds)[number];

const sectionLimit = wholeNumber().min(1, 'must be at least 1').max(48, 'must be at most 48');
const pictureConfig = z
  .object({ image_id: refId.nullable().optional(), link: siteLink.nullable().optional() })
  .strict();
const listConfig = z.object({ limit: sectionLimit.optional() }).strict();
/** What each kind of section takes in its config. */
export const homeSectionConfigs = {
  hero: pictureConfig,
  featured_artworks: z.object({ artwork_ids: idList(48), limit: sectionLimit.optional() }).strict(),
  new_artworks: listConfig,
  exhibitions: listConfig,
  artists: listConfig,
  press: listConfig,
  newsletter: pictureConfig,
} as const;

const sectionOf = <K extends HomeSectionKind, C extends z.ZodType>(kind: K, config: C) =>
  z
    .object({
      /** An existing section keeps its id; leave it out for a new one. */
      id: refId.optional(),
      kind: z.literal(kind),
      title: text(200),
      subtitle: optionalText(300).optional(),
      enabled: z.boolean({ error: 'must be true or false' }).default(true),
      config: z.optional(config),
    })
    .strict();

export const homeSectionInput = z.discriminatedUnion(
  'kind',
  [
    sectionOf('hero', homeSectionConfigs.hero),
    sectionOf('featured_artworks', homeSectionConfigs.featured_artworks),
    sectionOf('new_artworks', homeSectionConfigs.new_artworks),
    sectionOf('exhibitions', homeSectionConfigs.exhibitions),
    sectionOf('artists', homeSectionConfigs.artists),
    sectionOf('press', homeSectionConfigs.press),
    sectionOf('newsletter', homeSectionConfigs.newsletter),
  ],
  { error: `must be one of: ${homeSectionKinds.join(', ')}` },
);
export type HomeSectionInput = z.output<typeof homeSectionInput>;

/** PUT /home-sections: the whole page, in order; sections left out are removed. */
export const homeSectionsBody = z
  .object({
    sections: z.array(homeSectionInput).max(30, 'must list at most 30 sections').superRefine(idsListedOnce),
    /** The arrangement's stamp as the form loaded it (`homeArrangementStamp`); null before any save. */
    updated_at: loadedStamp.updated_at.unwrap().nullable().optional(),
  })
  .strict();
export type HomeSectionsBody = z.input<typeof homeSectionsBody>;

export const managedHomeSection = z.object({
  id: z.number().int(),
  kind: z.enum(homeSectionKinds),
  title: z.string(),
  subtitle: z.string().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** When a save last arranged the sections; null before any. */
  updated_at: z.string().nullable(),
  config: z.object({
    limit: z.number().int().optional(),
    artwork_ids: z.array(z.number().int()).optional(),
    image_id: z.number().int().nullable().optional(),
    link: z.string().nullable().optional(),
  }),
  image: managedMedia.nullable(),
});

/**
 * The home page's arrangement as a form loads it: the latest of its sections' stamps, or null when
 * none was ever saved. A save sends it back; one from before a colleague's save is refused (409).
 */
export function homeArrangementStamp(sections: readonly { updated_at: string | null }[]): string | null {
  return sections.reduce<string | null>(
    (latest, { updated_at }) => (updated_at !== null && (latest === null || updated_at > latest) ? updated_at : latest),
    null,
  );
}
export type ManagedHomeSection = z.infer<typeof managedHomeSection>;
export const homeSectionsAnswer = z.object({ result: z.array(managedHomeSection) });

import { z } from 'zod';

/**
 * Content written in the back office, in the languages other than English (ADR 005). English stays
 * in each record's own table; a translation is one value per record, language and field. A field
 * left empty has no translation and the storefront shows the English value.
 */

/** The languages content is translated into (English is the original). */
export const translationLocales = ['fr', 'de', 'ar'] as const;
export type TranslationLocale = (typeof translationLocales)[number];

/** 'text' is one line or a short plain text; 'rich' is sanitised HTML (docs/product.md#uploads-and-rich-text). */
export type TranslatableKind = 'text' | 'rich';

/**
 * The records that can be translated and their fields, with the longest value each takes. The
 * record's id is its numeric id, except for pages, which are known by their slug (a page's cards by
 * their own ids, which they keep across saves of the page), and for the labels of the filters and the
 * wall label (ADR 015): a category or tag by its slug, a medium or support (free text on each
 * artwork) by the slug of its English words, so every work with that medium shares the translation.
 */
export const translatableFields = {
  artwork: {
    name: { kind: 'text', max: 200 },
    short_description: { kind: 'text', max: 1000 },
    full_description: { kind: 'rich', max: 100_000 },
  },
  artist: {
    first_name: { kind: 'text', max: 80 },
    last_name: { kind: 'text', max: 80 },
    location: { kind: 'text', max: 120 },
    description: { kind: 'rich', max: 100_000 },
  },
  exhibition: {
    title: { kind: 'text', max: 200 },
    short_description: { kind: 'text', max: 1000 },
    venue: { kind: 'text', max: 200 },
    full_description: { kind: 'rich', max: 100_000 },
  },
  press_article: { article_title: { kind: 'text', max: 300 } },
  page: { page_name: { kind: 'text', max: 200 }, page_description: { kind: 'rich', max: 100_000 } },
  page_card: { title: { kind: 'text', max: 200 }, body: { kind: 'rich', max: 20_000 } },
  home_section: { title: { kind: 'text', max: 200 }, subtitle: { kind: 'text', max: 500 } },
  category: { name: { kind: 'text', max: 120 } },
  tag: { name: { kind: 'text', max: 120 } },
  medium: { name: { kind: 'text', max: 120 } },
  support: { name: { kind: 'text', max: 120 } },
  /** The gallery's settings a visitor reads (one record, 'site'). */
  settings: {
    company_name: { kind: 'text', max: 200 },
    address: { kind: 'text', max: 500 },
    template: { kind: 'text', max: 120 },
    meta_description: { kind: 'text', max: 500 },
    bank_transfer_instructions: { kind: 'text', max: 2000 },
  },
} as const satisfies Record<string, Record<string, { kind: TranslatableKind; max: number }>>;

export type TranslatableEntity = keyof typeof translatableFields;
export type TranslatableField<E extends TranslatableEntity = TranslatableEntity> =
  keyof (typeof translatableFields)[E] & string;
/** Every field name any record translates (what a screen needs a label for). */
export type AnyTranslatableField = { [E in TranslatableEntity]: TranslatableField<E> }[TranslatableEntity];
export const translatableEntities = Object.keys(translatableFields) as TranslatableEntity[];

export const translationParams = z.object({
  entity: z.enum(translatableEntities as [TranslatableEntity, ...TranslatableEntity[]], {
    error: `must be one of: ${translatableEntities.join(', ')}`,
  }),
  id: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a record id or a page slug'),
});

/** Field name → value, for one language. Unknown fields are refused by the server (it names them). */
const valuesOfOneLocale = z.record(z.string(), z.string());

/**
 * PUT /manage/translations/:entity/:id: the languages sent replace their old values; '' removes one.
 * `updated_at`: the translations' stamp as the form loaded them (null when there were none); a save
 * made on older ones is refused (409) rather than putting back what a colleague changed since.
 */
export const translationsBody = z
  .object({
    fr: valuesOfOneLocale.optional(),
    de: valuesOfOneLocale.optional(),
    ar: valuesOfOneLocale.optional(),
    updated_at: z.string({ error: 'must be text' }).max(40, 'must be at most 40 characters').nullable().optional(),
  })
  .strict();
export type TranslationsBody = z.input<typeof translationsBody>;

/** The kinds of label a visitor reads on a work and in the filters (ADR 015). */
export const labelEntities = ['category', 'tag', 'medium', 'support'] as const;
export type LabelEntity = (typeof labelEntities)[number];

/** GET /manage/artwork-labels: every label of the catalogue with the id it is translated under. */
export const translationLabelsAnswer = z.object({
  result: z.array(z.object({ entity: z.enum(labelEntities), id: z.string(), name: z.string() })),
});
export type TranslationLabel = z.infer<typeof translationLabelsAnswer>['result'][number];

export const translationsAnswer = z.object({
  result: z.object({
    entity: z.string(),
    id: z.string(),
    /** The translatable fields in order, with their kind and the English value they translate. */
    fields: z.array(
      z.object({ name: z.string(), kind: z.enum(['text', 'rich']), max: z.number().int(), english: z.string() }),
    ),
    /** Per language, the fields that have a translation ('' or absent: none, English is shown). */
    values: z.object({
      fr: z.record(z.string(), z.string()),
      de: z.record(z.string(), z.string()),
      ar: z.record(z.string(), z.string()),
    }),
    updated_at: z.string().nullable(),
  }),
});
export type TranslationsAnswer = z.infer<typeof translationsAnswer>['result'];

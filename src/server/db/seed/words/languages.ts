import type { TranslationLocale } from '#shared/api/translations.ts';

/** One text of the demo gallery in each language it is translated into. */
export type Words<T> = Record<TranslationLocale, T>;

/** A label (category, tag, medium, support) in French, German and Arabic. */
export type LabelWords = Words<string>;

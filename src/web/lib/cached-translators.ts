import type { i18n as I18n, TFunction } from 'i18next';

type Translator = TFunction & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/** Options i18next reads itself (plurals, contexts, fallbacks...): a word asked with one is i18next's. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'ns',
  'lng',
  'lngs',
  'fallbackLng',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'nsSeparator',
  'keySeparator',
]);

/** `{{name}}` as i18next writes a value into a word (no format, no spaces, not unescaped). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^\w+$/;

/**
 * The word with each `{{name}}` replaced by its value as i18next would (String(value), escaping off),
 * or undefined when i18next must do it: a value not a plain string or number, an option that is not
 * one of the word's own placeholders, a placeholder with a format or without its value, or a value
 * that i18next would read as a nested key or a placeholder of its own.
 */
function filledIn(word: string, values: unknown): string | undefined {
  if (values === null || typeof values !== 'object' || Object.getPrototypeOf(values) !== Object.prototype) return;
  // Braces i18next would read otherwise ('{{{name}}}', a '{{' left open): its own.
  if (word.includes('{{{') || word.includes('}}}')) return;
  const given = values as Record<string, unknown>;
  const names = new Set<string>();
  let placeholders = 0;
  let complete = true;
  const filled = word.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    const plain =
      NAME.test(name) &&
      !I18NEXT_OPTIONS.has(name) &&
      !name.startsWith('defaultValue') &&
      ((typeof value === 'string' && !value.includes('{{') && !value.includes('$t(')) ||
        (typeof value === 'number' && Number.isFinite(value)));
    if (!plain) complete = false;
    names.add(name);
    placeholders += 1;
    return plain ? String(value) : whole;
  });
  if (!complete || placeholders === 0 || placeholders !== word.split('{{').length - 1) return;
  if (!Object.keys(given).every((name) => names.has(name))) return;
  return filled;
}

/**
 * Makes an i18next instance's words cheap, which hydrating a server-rendered page asks for hundreds of times
 * (ADR 007): each component's `useTranslation` asks i18next for a translator of its own, and each call
 * of that translator copies the instance's whole options object and runs the lookup for plurals,
 * contexts, fallbacks and nested keys (i18next 26), whatever the word. On a phone that was a third of
 * the first pass over a page of artworks.
 *
 * Here one translator is cached per language, namespaces and key prefix. A word found as a string in
 * the language and namespace i18next looks in first, asked without options or with plain values for
 * its own `{{placeholders}}` only, is read from the loaded translations at once and filled in: i18next's
 * first lookup would find the same string and give it back the same. Every other call (a count, a
 * context, a namespace in the key, a word missing and taken from a fallback, a nested `$t(...)`) is
 * i18next's own. A translator for no fixed language (the instance's current one) is not cached.
 */
export function cacheTranslators(instance: I18n): I18n {
  const fixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => Translator;
  const translators = new Map<string, Translator>();
  const nsSeparator = instance.options.nsSeparator;
  const keySeparator = instance.options.keySeparator ?? '.';

  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, options: unknown) => {
    if (typeof lng !== 'string' || (keyPrefix != null && typeof keyPrefix !== 'string')) {
      return fixedT(lng, ns, keyPrefix, options);
    }
    const id = JSON.stringify([lng, ns ?? null, keyPrefix ?? null, options ?? null]);
    const cached = translators.get(id);
    if (cached) return cached;

    const original = fixedT(lng, ns, keyPrefix, options) as Translator & ((...args: unknown[]) => unknown);
    // Where i18next looks first: the first of the namespaces, in the first language of the hierarchy
    // ('fr-CA' is looked up as 'fr').
    const firstNs = (Array.isArray(ns) ? ns[0] : ns) ?? instance.options.defaultNS;
    const firstLanguage = instance.services.languageUtils.toResolveHierarchy(lng)[0];
    const direct = typeof firstNs === 'string' && typeof firstLanguage === 'string' && lng !== 'cimode';
    const prefix = typeof keyPrefix === 'string' && keyPrefix !== '' ? `${keyPrefix}${keySeparator || '.'}` : '';

    const translate = (key: unknown, ...rest: unknown[]) => {
      if (direct && rest.length <= 1 && typeof key === 'string' && !(nsSeparator && key.includes(nsSeparator))) {
        const word: unknown = instance.getResource(firstLanguage, firstNs, `${prefix}${key}`);
        if (typeof word === 'string' && word !== '' && !word.includes('$t(')) {
          if (rest.length === 0 && !word.includes('{{')) return word;
          if (rest.length === 1) {
            const filled = filledIn(word, rest[0]);
            if (filled !== undefined) return filled;
          }
        }
      }
      return original(key, ...rest);
    };
    const translator = Object.assign(translate, {
      lng: original.lng,
      lngs: original.lngs,
      ns: original.ns,
      keyPrefix: original.keyPrefix,
    }) as unknown as Translator;
    translators.set(id, translator);
    return translator;
  }) as I18n['getFixedT'];
  return instance;
}

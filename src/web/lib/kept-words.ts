import type { i18n as I18n, TFunction } from 'i18next';

type Translator = TFunction & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/**
 * Makes an i18next instance's plain words cheap, which taking a drawn page over asks for hundreds of
 * times (ADR 007): each component's `useTranslation` asks i18next for a translator of its own, and
 * each call of that translator copies the instance's whole options object and runs the lookup for
 * plurals, contexts, fallbacks, values to put in and nested keys (i18next 26), whatever the word.
 * On a phone that was a third of the first pass over a page of artworks.
 *
 * Here one translator is kept per language, namespaces and key prefix, and a key asked without
 * options whose word is a plain string in the language and namespace i18next would look in first (no
 * `{{value}}`, no `$t(...)`) is read from the loaded translations at once: i18next's first lookup
 * would find the same string and give it back unchanged. Every other call (options, a namespace in
 * the key, a word missing and taken from a fallback) is i18next's own.
 */
export function keepWords(instance: I18n): I18n {
  const fixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => Translator;
  const translators = new Map<string, Translator>();
  const nsSeparator = instance.options.nsSeparator;
  const keySeparator = instance.options.keySeparator ?? '.';

  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, options: unknown) => {
    // A translator of the current language (none named) follows it: not kept.
    if (typeof lng !== 'string' || (keyPrefix != null && typeof keyPrefix !== 'string')) {
      return fixedT(lng, ns, keyPrefix, options);
    }
    const id = JSON.stringify([lng, ns ?? null, keyPrefix ?? null, options ?? null]);
    const kept = translators.get(id);
    if (kept) return kept;

    const original = fixedT(lng, ns, keyPrefix, options) as Translator & ((...args: unknown[]) => unknown);
    // Where i18next looks first: the first of the namespaces, in the first language of the hierarchy
    // ('fr-CA' is looked up as 'fr').
    const firstNs = (Array.isArray(ns) ? ns[0] : ns) ?? instance.options.defaultNS;
    const firstLanguage = instance.services.languageUtils.toResolveHierarchy(lng)[0];
    const direct = typeof firstNs === 'string' && typeof firstLanguage === 'string' && lng !== 'cimode';
    const prefix = typeof keyPrefix === 'string' && keyPrefix !== '' ? `${keyPrefix}${keySeparator || '.'}` : '';

    const translate = (key: unknown, ...rest: unknown[]) => {
      if (direct && rest.length === 0 && typeof key === 'string' && !(nsSeparator && key.includes(nsSeparator))) {
        const word: unknown = instance.getResource(firstLanguage, firstNs, `${prefix}${key}`);
        if (typeof word === 'string' && word !== '' && !word.includes('{{') && !word.includes('$t(')) return word;
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

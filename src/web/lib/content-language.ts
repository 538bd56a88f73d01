import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toContentLocale } from '#shared/languages.ts';
import { api, CONTENT_TAGS, setRequestLanguageSource } from './api.ts';

const currentLanguage = (i18n: I18n) => i18n.resolvedLanguage ?? i18n.language;

/**
 * Keeps the API client in the storefront's language: every call sends it as Accept-Language, and
 * when the visitor switches language the content already shown is fetched again in the new one
 * (it stays on screen while the new answers come).
 */
export function useContentLanguage(i18n: I18n, dispatch: Dispatch<UnknownAction>): void {
  // Set while rendering, before any screen's first request goes out; it only points at i18next.
  setRequestLanguageSource(() => currentLanguage(i18n));
  useEffect(() => {
    let shown = toContentLocale(currentLanguage(i18n));
    // i18next names the new language in the event, possibly before its own properties follow.
    const onChange = (lng: string | undefined) => {
      const next = toContentLocale(lng ?? currentLanguage(i18n));
      setRequestLanguageSource(() => next ?? currentLanguage(i18n));
      if (next === shown) return;
      shown = next;
      dispatch(api.util.invalidateTags([...CONTENT_TAGS]));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, dispatch]);
}

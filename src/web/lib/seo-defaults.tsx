import { createContext, useContext, type ReactNode } from 'react';

/** What every page's head says unless its screen says otherwise (the settings, and the server's site head). */
export interface SeoDefaults {
  /** Page titles read '{title} | {template}'. */
  template: string;
  description: string;
  /** The gallery's name, for link previews (`og:site_name`). */
  siteName: string;
  /** An absolute picture for link previews of pages without one of their own (the logo), and its alt text. */
  image?: string | undefined;
  imageAlt?: string | undefined;
}

export const FALLBACK_SEO: SeoDefaults = {
  template: 'Bait Al Fann',
  description:
    'Buy original wall art online in Oman: paintings, prints and photography by Omani and Gulf artists, from a gallery in Muscat.',
  siteName: 'Bait Al Fann',
};

const SeoDefaultsContext = createContext<SeoDefaults>(FALLBACK_SEO);

export function SeoDefaultsProvider({ value, children }: { value: SeoDefaults; children: ReactNode }) {
  return <SeoDefaultsContext value={value}>{children}</SeoDefaultsContext>;
}

export function useSeoDefaults(): SeoDefaults {
  return useContext(SeoDefaultsContext);
}

import { createContext, useContext, type ReactNode } from 'react';

/** The title template and default description of the site (from the settings), for <Seo>. */
export interface SeoDefaults {
  /** Page titles read '{title} | {template}'. */
  template: string;
  description: string;
}

export const FALLBACK_SEO: SeoDefaults = {
  template: 'Bait Al Fann',
  description:
    'Buy original wall art online in Oman: paintings, prints and photography by Omani and Gulf artists, from a gallery in Muscat.',
};

const SeoDefaultsContext = createContext<SeoDefaults>(FALLBACK_SEO);

export function SeoDefaultsProvider({ value, children }: { value: SeoDefaults; children: ReactNode }) {
  return <SeoDefaultsContext value={value}>{children}</SeoDefaultsContext>;
}

export function useSeoDefaults(): SeoDefaults {
  return useContext(SeoDefaultsContext);
}

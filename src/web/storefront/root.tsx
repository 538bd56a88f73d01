/**
 * The storefront's root route (ADR 018): the document around every page, its head (the stylesheets;
 * each screen's <Seo> adds its title and link-preview tags), the store and the
 * translations, and the site's providers around the matched route.
 */
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Outlet, Scripts, UNSAFE_FrameworkContext, useLoaderData, useRouteLoaderData } from 'react-router';
import baseStylesHref from '#web/styles/storefront.css?url';
import type { SiteHead } from '#shared/site-head.ts';
import { whenPartsHydrated } from '#web/lib/hydration.tsx';
import { askedLanguage, switchLanguage } from '#web/lib/i18n.ts';
import type { PageTranslations } from '#web/lib/i18n.ts';
import { RootError } from './components/root-error.tsx';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.ts';
import { PageProviders } from './page-context.tsx';
import { serverAnswers, settingsData, type RouteAnswers, type StorefrontLoadContext } from './route-data.ts';
import { SiteProviders } from './site-providers.tsx';

/** What the server tells every page beside its answers (server/plugins/web.ts). */
export interface PageLoadContext extends StorefrontLoadContext {
  /** The site's name and logo for link previews (server/modules/seo). */
  site: Promise<SiteHead>;
  /** The translation files the page renders with. */
  words: PageTranslations;
}

interface RootData extends RouteAnswers {
  language: string;
  currency: string | null;
  words: PageTranslations;
  site: SiteHead;
}

const settingsAnswers = serverAnswers(settingsData);

export async function loader(args: { request: Request; params: Record<string, string | undefined>; context: unknown }) {
  const page = (args.context as { storefront: PageLoadContext }).storefront;
  const [settings, site] = await Promise.all([settingsAnswers(args), page.site]);
  return {
    answers: settings.answers,
    language: page.language,
    currency: page.currency ?? null,
    words: page.words,
    site,
  } satisfies RootData;
}

/** The root's data is the first page's: later pages ask for theirs in the browser. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const language = root?.language ?? 'en';
  return (
    // The early-input script marks <html> as the page hydrates (web/lib/early-input.ts), and a
    // language switch rewrites `lang` and `dir`: attributes React is told not to compare.
    <html lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Stylesheets />
        {/* In development, React Router's links carry the styles Vite gathers for the first render. */}
        {import.meta.env.DEV ? <Links /> : null}
      </head>
      <body>
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The page's two stylesheets, the base styles and then every screen's in one file (ADR 018; no route
 * exports `links`). Given a precedence, React writes them at the top of the head, ahead of the module
 * preloads it hoists there: on a phone's few connections, twenty-odd scripts requested first held up
 * the first paint.
 */
function Stylesheets() {
  const { manifest } = useContext(UNSAFE_FrameworkContext)!;
  const hrefs = [baseStylesHref, ...(manifest.routes.root?.css ?? [])];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}

/** Once hydrated in the server's language, the page follows the language this browser asks for. */
function FollowAskedLanguage() {
  const { i18n } = useTranslation();
  // Once, at hydration: react-i18next hands out a new `i18n` after every switch, and the address's
  // `?lng=` must not undo a language the visitor picks later.
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) return;
    const asked = askedLanguage(i18n);
    if (!asked || asked === i18n.resolvedLanguage) {
      followed.current = true;
      // Hydrated in the language asked for (`?lng=`, a stored choice or the browser's): kept at once,
      // as i18next keeps the language it starts in, for the next pages.
      if (asked)
        (i18n.services.languageDetector as { cacheUserLanguage?(lng: string): void }).cacheUserLanguage?.(asked);
      return;
    }
    // Switched once every part of the server's page is hydrated: a part hydrated after the switch
    // would render words its server HTML does not have (lib/hydration.tsx).
    return whenPartsHydrated(() => {
      followed.current = true;
      void switchLanguage(i18n, asked);
    });
  }, [i18n]);
  return null;
}

export default function Root() {
  const root = useLoaderData<RootData>();
  return (
    <PageProviders basics={root}>
      <SiteProviders site={root.site}>
        <FollowAskedLanguage />
        <Outlet />
      </SiteProviders>
    </PageProviders>
  );
}

export const ErrorBoundary = RootError;

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeSection } from '#shared/api/gallery.ts';
import { HOME_HERO_SIZES } from '#shared/media.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { BlockError, ErrorBoundary } from '#web/components/ui/error-boundary.tsx';
import { ArrowRightIcon } from '#web/components/ui/icons.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { QuickViewButton } from '#web/features/catalog/components/quick-view.tsx';
import { useGetHomeQuery } from '#web/features/home/api/get-home.ts';
import { NewsletterForm } from '#web/features/newsletter/components/newsletter-form.tsx';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';
import { ArtistTile } from '../components/artist-tile.tsx';
import { ArtworkTile } from '../components/artwork-tile.tsx';
import { ExhibitionCard } from '../components/exhibition-card.tsx';
import { PressCard } from '../components/press-card.tsx';
import './home.css';

function SectionHead({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: string | null;
  link?: { to: string; label: string };
}) {
  return (
    <div className="home-section__head">
      <div>
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {subtitle ? <p className="home-section__subtitle">{subtitle}</p> : null}
      </div>
      {link ? (
        <Link to={link.to} className="arrow-link">
          {link.label} <ArrowRightIcon size={16} />
        </Link>
      ) : null}
    </div>
  );
}

function Hero({ section, first }: { section: HomeSection | null; first: boolean }) {
  const { t } = useTranslation();
  const title = section?.title || t('home.hero.title');
  const subtitle = section?.subtitle || t('home.hero.subtitle');
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <p className="eyebrow">{t('home.hero.eyebrow')}</p>
          <Heading id="hero-title" className="hero__title">
            {title}
          </Heading>
          <p className="hero__subtitle">{subtitle}</p>
          <div className="hero__actions">
            <ButtonLink to={section?.link || '/arts'} size="lg">
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to="/exhibitions" variant="link">
              {t('home.hero.secondary')}
            </ButtonLink>
          </div>
        </div>
        <div className="hero__media">
          <ResponsiveImage
            image={section?.image_set}
            sizes={HOME_HERO_SIZES}
            priority
            aspectRatio="4 / 3"
            alt={section?.image_set?.alt ?? ''}
          />
        </div>
      </div>
    </section>
  );
}

function ArtworksSection({ section, kind }: { section: HomeSection; kind: 'featured' | 'new' }) {
  const { t } = useTranslation();
  if (section.artworks.length === 0) return null;
  const id = `home-${section.id}`;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <SectionHead
        id={id}
        title={section.title || t(kind === 'featured' ? 'home.featured' : 'home.new')}
        subtitle={section.subtitle}
        link={{ to: section.link || '/arts', label: t('home.viewAllArtworks') }}
      />
      <div className="grid grid--artworks">
        {section.artworks.map((artwork) => (
          <div key={artwork.id} className="home-artwork quick-view-host">
            <ArtworkTile artwork={artwork} sizes="(min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw" />
            <QuickViewButton artwork={artwork} className="home-artwork__quick-view" />
          </div>
        ))}
      </div>
    </section>
  );
}

function ExhibitionsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const shown = section.exhibitions.filter((e) => e.status !== 'past');
  const list = shown.length > 0 ? shown : section.exhibitions;
  if (list.length === 0) return null;
  const id = `home-${section.id}`;
  return (
    <section className="home-section home-section--sand" aria-labelledby={id}>
      <div className="container">
        <SectionHead
          id={id}
          title={section.title || t('home.exhibitions')}
          subtitle={section.subtitle}
          link={{ to: '/exhibitions', label: t('home.allExhibitions') }}
        />
        <div className="grid grid--exhibitions">
          {list.slice(0, 3).map((exhibition) => (
            <ExhibitionCard
              key={exhibition.id}
              exhibition={exhibition}
              sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function ArtistsSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  if (section.artists.length === 0) return null;
  const id = `home-${section.id}`;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <SectionHead
        id={id}
        title={section.title || t('home.artists')}
        subtitle={section.subtitle}
        link={{ to: '/artist', label: t('home.allArtists') }}
      />
      <div className="grid grid--artists">
        {section.artists.slice(0, 8).map((artist) => (
          <ArtistTile key={artist.id} artist={artist} sizes="(min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw" />
        ))}
      </div>
    </section>
  );
}

function PressSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  if (section.press.length === 0) return null;
  const id = `home-${section.id}`;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <SectionHead
        id={id}
        title={section.title || t('home.press')}
        subtitle={section.subtitle}
        link={{ to: '/press-release', label: t('home.allPress') }}
      />
      <div className="grid grid--press">
        {section.press.slice(0, 3).map((article) => (
          <PressCard
            key={article.id}
            article={article}
            sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
          />
        ))}
      </div>
    </section>
  );
}

function NewsletterSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSettingsQuery();
  return (
    <section className="home-newsletter" aria-labelledby="home-newsletter">
      <div className="container home-newsletter__inner">
        <p className="eyebrow">{t('newsletter.eyebrow')}</p>
        <h2 id="home-newsletter" className="home-section__title">
          {section.title || t('newsletter.title')}
        </h2>
        <p className="home-newsletter__text">{section.subtitle || t('newsletter.text')}</p>
        <NewsletterForm mailingListUrl={settings?.mailing_list_url || undefined} />
      </div>
    </section>
  );
}

function renderSection(section: HomeSection, isMainHero: boolean): ReactNode {
  switch (section.kind) {
    case 'hero':
      return <Hero section={section} first={isMainHero} />;
    case 'featured_artworks':
      return <ArtworksSection section={section} kind="featured" />;
    case 'new_artworks':
      return <ArtworksSection section={section} kind="new" />;
    case 'exhibitions':
      return <ExhibitionsSection section={section} />;
    case 'artists':
      return <ArtistsSection section={section} />;
    case 'press':
      return <PressSection section={section} />;
    case 'newsletter':
      return <NewsletterSection section={section} />;
  }
}

/** The home page: the sections the gallery arranged in the back office, each failing on its own. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { data: sections, isLoading, isError, refetch } = useGetHomeQuery({ lng: i18n.resolvedLanguage ?? 'en' });
  const seo = <Seo title={t('home.seoTitle')} />;

  if (isLoading) {
    return (
      <>
        {seo}
        <h1 className="visually-hidden">{t('brand.name')}</h1>
        <div className="hero-skeleton" aria-hidden="true" />
        <Spinner block />
      </>
    );
  }
  if (isError || !sections) {
    return (
      <>
        {seo}
        <Hero section={null} first />
        <div className="container">
          <BlockError message={t('errors.home')} onRetry={() => void refetch()} />
        </div>
      </>
    );
  }
  const heroIndex = sections.findIndex((s) => s.kind === 'hero');
  return (
    <>
      {seo}
      {heroIndex === -1 ? <Hero section={null} first /> : null}
      {sections.map((section, index) => (
        <ErrorBoundary key={section.id}>
          {/* Each section is hydrated in a task of its own after the page's first pass, the first one
              (a phone's first screen) first: in the first pass, the hero was a fifth of that pass. */}
          <SelectiveHydration>{renderSection(section, index === heroIndex)}</SelectiveHydration>
        </ErrorBoundary>
      ))}
    </>
  );
}

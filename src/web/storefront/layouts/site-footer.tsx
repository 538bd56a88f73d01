import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Settings } from '#shared/api/gallery.ts';
import {
  FacebookIcon,
  GoogleIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  XIcon,
} from '#web/components/ui/icons.tsx';
import { NewsletterForm } from '#web/features/newsletter/components/newsletter-form.tsx';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';

/** Google Maps' addresses (maps.google.com, google.com/maps, goo.gl/maps, maps.app.goo.gl). */
const MAP_LINK =
  /^https?:\/\/(?:maps\.google\.[a-z.]+|(?:www\.)?google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl)(?:[/?#]|$)/i;

function SocialLinks({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const links = [
    { href: settings.facbook, label: 'Facebook', icon: <FacebookIcon size={18} /> },
    { href: settings.instrgram, label: 'Instagram', icon: <InstagramIcon size={18} /> },
    { href: settings.twitter, label: 'X (Twitter)', icon: <XIcon size={16} /> },
    // The API's google_plus: Google+ closed in 2019, so the field holds the gallery's Google Business Profile or
    // map. A map link says so, with a pin, rather than a bare "G" that opens a map unannounced.
    MAP_LINK.test(settings.google_plus)
      ? { href: settings.google_plus, label: t('footer.map'), icon: <PinIcon size={18} /> }
      : { href: settings.google_plus, label: 'Google', icon: <GoogleIcon size={18} /> },
  ].filter((link) => /^https?:\/\//.test(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.follow')}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="icon-button"
            aria-label={link.label}
            title={link.label}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Address, phone, e-mail, links and the newsletter; 'Loading...' until the settings arrive (docs/product.md#every-page). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: settings, isError, refetch } = useGetSettingsQuery();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-visit">
          <p className="site-footer__brand">{settings?.company_name || t('brand.name')}</p>
          <h2 id="footer-visit" className="site-footer__heading">
            {t('footer.visit')}
          </h2>
          {settings ? (
            <ul className="contact-lines">
              {settings.address ? (
                <li>
                  <PinIcon size={16} />
                  <address>{settings.address}</address>
                </li>
              ) : null}
              {settings.phone ? (
                <li>
                  <PhoneIcon size={16} />
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                    <bdi>{settings.phone}</bdi>
                  </a>
                </li>
              ) : null}
              {settings.email ? (
                <li>
                  <MailIcon size={16} />
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              ) : null}
            </ul>
          ) : isError ? (
            <p>
              {t('errors.settings')}{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                {t('actions.retry')}
              </button>
            </p>
          ) : (
            <p aria-live="polite">{t('status.loading')}</p>
          )}
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {t('footer.explore')}
          </h2>
          <ul>
            <li>
              <Link to="/arts">{t('nav.artworks')}</Link>
            </li>
            <li>
              <Link to="/exhibitions">{t('nav.exhibitions')}</Link>
            </li>
            <li>
              <Link to="/artist">{t('nav.artists')}</Link>
            </li>
            <li>
              <Link to="/press-release">{t('nav.press')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__links" aria-labelledby="footer-gallery">
          <h2 id="footer-gallery" className="site-footer__heading">
            {t('footer.gallery')}
          </h2>
          <ul>
            <li>
              <Link to="/about">{t('nav.about')}</Link>
            </li>
            <li>
              <Link to="/services/arts">{t('services.arts.title')}</Link>
            </li>
            <li>
              <Link to="/services/exhibition">{t('services.exhibition.title')}</Link>
            </li>
            <li>
              <Link to="/services/solo-exhibition">{t('services.soloExhibition.title')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t('newsletter.title')}
          </h2>
          <p>{t('newsletter.text')}</p>
          <NewsletterForm tone="dark" mailingListUrl={settings?.mailing_list_url || undefined} />
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year, name: settings?.company_name || t('brand.name') })}</p>
        {settings ? <SocialLinks settings={settings} /> : null}
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { ArrowRightIcon, MailIcon, PhoneIcon, PinIcon } from '#web/components/ui/icons.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';
import { LoadingState } from './gallery-parts.tsx';
import styles from './contact.module.css';

const HOURS = ['weekdays', 'friday'] as const;

/** The gallery's address, phone and e-mail (from the settings) and its opening hours. */
function VisitUs() {
  const { t } = useTranslation('gallery');
  const { data: settings, isLoading, isError, refetch } = useGetSettingsQuery();
  const address = settings?.address;
  return (
    <aside className={styles.visit} aria-labelledby="contact-visit">
      <h2 id="contact-visit" className={styles.visitTitle}>
        {t('contact.visit')}
      </h2>
      {isLoading ? (
        <LoadingState />
      ) : isError && !settings ? (
        <div className={styles.visitFailed} role="alert">
          <p>{t('contact.visitFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <ul className={styles.lines}>
          {address ? (
            <li>
              <PinIcon size={18} />
              <div>
                <p className={styles.lineLabel}>{t('contact.address')}</p>
                <address>{address}</address>
                <a
                  className={styles.directions}
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('contact.directions')} <ArrowRightIcon size={14} className="icon-flip-rtl" />
                </a>
              </div>
            </li>
          ) : null}
          {settings?.phone ? (
            <li>
              <PhoneIcon size={18} />
              <div>
                <p className={styles.lineLabel}>{t('contact.phone')}</p>
                <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                  <bdi>{settings.phone}</bdi>
                </a>
              </div>
            </li>
          ) : null}
          {settings?.email ? (
            <li>
              <MailIcon size={18} />
              <div>
                <p className={styles.lineLabel}>{t('contact.email')}</p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </div>
            </li>
          ) : null}
        </ul>
      )}
      <div className={styles.hours}>
        <h3 className={styles.hoursTitle}>{t('contact.hours.title')}</h3>
        <dl>
          {HOURS.map((key) => (
            <div key={key}>
              <dt>{t(`contact.hours.${key}.days`)}</dt>
              <dd>{t(`contact.hours.${key}.time`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hoursNote}>{t('contact.hours.note')}</p>
      </div>
    </aside>
  );
}

/** /contact: how to reach the gallery, and a message form (docs/product.md#screens, #api, #error-messages). */
export default function ContactPage() {
  const { t } = useTranslation('gallery');
  return (
    <>
      <Seo title={t('contact.title')} description={t('contact.description')} />
      <PageHeader title={t('contact.title')} breadcrumb={[{ label: t('contact.title') }]} intro={t('contact.intro')} />
      <div className={`container section ${styles.layout}`}>
        <VisitUs />
        <section className={styles.formPanel} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('contact.form.title')}
          </h2>
          <p className={styles.formIntro}>{t('contact.form.intro')}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

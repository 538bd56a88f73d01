import { useId, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, MailIcon, XIcon } from '#web/components/ui/icons.tsx';
import styles from './share-links.module.css';

function Glyph({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const WhatsAppIcon = () => (
  <Glyph>
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 16.4a7.4 7.4 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4zm4.1-5.5c-.2-.1-1.3-.7-1.5-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.4a.8.8 0 0 0-.6.3 2.5 2.5 0 0 0-.8 1.9 4.4 4.4 0 0 0 .9 2.3 10 10 0 0 0 3.8 3.4c1.4.6 2 .7 2.7.6.4-.1 1.3-.5 1.5-1.1.2-.5.2-1 .1-1.1l-.5-.2z" />
  </Glyph>
);

const LinkedInIcon = () => (
  <Glyph>
    <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3V9zm6 0h2.9v1.6h.1c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2.1 3.7 4.7V21h-3v-6.5c0-1.5 0-3.5-2.1-3.5s-2.5 1.7-2.5 3.4V21H9V9z" />
  </Glyph>
);

/** Where a page is shared: each network's own share address for the page's public URL. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
  };
}

/** SPEC §2: share buttons (social networks and e-mail) pointing to the public page. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('gallery');
  const targets = shareTargets(url, title);
  const labelId = useId();
  const networks: { key: keyof typeof targets; label: string; icon: ReactNode }[] = [
    { key: 'facebook', label: 'Facebook', icon: <FacebookIcon size={18} /> },
    { key: 'x', label: 'X (Twitter)', icon: <XIcon size={16} /> },
    { key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon /> },
    { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  ];
  return (
    <div className={styles.share}>
      <p className={styles.label} id={labelId}>
        {t('share.title')}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {networks.map((network) => (
          <li key={network.key}>
            <a
              href={targets[network.key]}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={t('share.on', { network: network.label })}
              title={t('share.on', { network: network.label })}
            >
              {network.icon}
            </a>
          </li>
        ))}
        <li>
          <a href={targets.email} className={styles.link} aria-label={t('share.email')} title={t('share.email')}>
            <MailIcon size={18} />
          </a>
        </li>
      </ul>
    </div>
  );
}

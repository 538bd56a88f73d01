import { useId, useState, useSyncExternalStore, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, MailIcon, XIcon } from './icons.tsx';
import './share-buttons.css';

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

const PinterestIcon = () => (
  <Glyph>
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.3-4.5-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z" />
  </Glyph>
);

const LinkIcon = () => (
  <Glyph fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Glyph>
);

const ShareIcon = () => (
  <Glyph fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round">
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Glyph>
);

export type ShareNetwork = 'whatsapp' | 'facebook' | 'x' | 'pinterest' | 'linkedin';

/**
 * Where a page is shared: each network's own share address for the page's public URL. Pinterest
 * pins a picture, so it is offered only with an image (an absolute URL).
 */
export function shareTargets(
  url: string,
  title: string,
  image?: string,
): Partial<Record<ShareNetwork | 'email', string>> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    ...(image
      ? {
          pinterest: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}`,
        }
      : {}),
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${url}`)}`,
  };
}

const NETWORKS: { key: ShareNetwork; label: string; icon: ReactNode }[] = [
  { key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon /> },
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon size={18} /> },
  { key: 'x', label: 'X (Twitter)', icon: <XIcon size={16} /> },
  { key: 'pinterest', label: 'Pinterest', icon: <PinterestIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
];

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const neverChanges = () => () => {};
/** A page rendered on the server shows the links first (it cannot know the device), then the share sheet. */
const renderedWithoutShareSheet = () => false;

/**
 * The share buttons (docs/product.md#screens) for a public page (an exhibition, an artwork): the device's own share
 * sheet where the browser has one (phones), otherwise links to the networks and e-mail, each
 * opening in a new tab; and "copy link" everywhere.
 */
export function ShareButtons({
  url,
  title,
  image,
  className,
}: {
  url: string;
  title: string;
  image?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const native = useSyncExternalStore(neverChanges, canShareNatively, renderedWithoutShareSheet);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const targets = shareTargets(url, title, image);

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to tell the visitor.
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={['share-buttons', className].filter(Boolean).join(' ')}>
      <p className="share-buttons__label" id={labelId}>
        {t('share.title')}
      </p>
      <ul className="share-buttons__list" aria-labelledby={labelId}>
        {native ? (
          <li>
            <button
              type="button"
              className="share-buttons__button"
              aria-label={t('share.nativeLabel', { title })}
              onClick={() => void shareNatively()}
            >
              <ShareIcon />
              <span>{t('share.native')}</span>
            </button>
          </li>
        ) : (
          <>
            {NETWORKS.filter((network) => targets[network.key]).map((network) => (
              <li key={network.key}>
                <a
                  href={targets[network.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="share-buttons__link"
                  aria-label={t('share.on', { network: network.label })}
                  title={t('share.on', { network: network.label })}
                >
                  {network.icon}
                </a>
              </li>
            ))}
            <li>
              <a
                href={targets.email}
                target="_blank"
                rel="noopener noreferrer"
                className="share-buttons__link"
                aria-label={t('share.email')}
                title={t('share.email')}
              >
                <MailIcon size={18} />
              </a>
            </li>
          </>
        )}
        <li>
          <button
            type="button"
            className="share-buttons__link"
            aria-label={t('share.copy')}
            title={t('share.copy')}
            onClick={() => void copyLink()}
          >
            <LinkIcon />
          </button>
        </li>
      </ul>
      <p className="share-buttons__status" role="status">
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed', { url }) : ''}
      </p>
    </div>
  );
}

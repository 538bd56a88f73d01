import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the back office (artwork, artist and exhibition descriptions, pages and
 * their cards) is sanitised once, when it is saved (docs/product.md#uploads-and-rich-text); the storefront then renders it
 * as it comes. What survives is basic formatting, links with safe protocols and images served by
 * the gallery itself from /media. Scripts, styles, event handler attributes (on*), inline styles
 * and javascript:/data: URLs never do.
 */

/** A rendition of an uploaded image, as media.service names them: /media/<key>-<width>.webp. */
const MEDIA_IMAGE = /^\/media\/[A-Za-z0-9_-]+(?:-\d{1,5})?\.webp$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    // Keeps a number or a Latin name in its own direction inside Arabic text (a price, a phone).
    'bdi',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
  },
  // Relative links (/arts/...) stay; a scheme must be one of these. `javascript:` and `data:` never are.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is dropped with the tag, not left behind as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  transformTags: {
    // The page title is the only h1; a heading in the text becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next.target !== undefined) {
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.target;
      }
      return { tagName, attribs: next };
    },
  },
  // An image from anywhere but the gallery's own media is removed whole (no empty <img>).
  exclusiveFilter: (frame) => frame.tag === 'img' && !MEDIA_IMAGE.test(frame.attribs.src ?? ''),
};

/** Cleans back-office HTML for storage and display. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Rich text as one line of plain text (tags dropped, common entities read, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|apos);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[name]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

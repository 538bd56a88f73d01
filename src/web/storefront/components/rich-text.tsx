import './rich-text.css';

/**
 * HTML written in the back office. The server sanitises it when it is saved (docs/product.md#uploads-and-rich-text), so it
 * is rendered as it comes. `dir="auto"`: a text not yet translated comes in English, and inside an
 * Arabic page it is still laid out as English (left to right, its full stops at the ends of its sentences).
 * `compact`: a text beside others (an artwork's description, its shipping terms), a size smaller
 * than a page's own text (about, services, an exhibition, an artist).
 */
export function RichText({
  html,
  className,
  compact = false,
}: {
  html: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <div
      dir="auto"
      className={['rich-text', compact ? 'rich-text--compact' : '', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import styles from './rich-text.module.css';

/**
 * HTML written in the back office. The server sanitises it when it is saved (DECISIONS §8), so it is
 * rendered as it comes. `dir="auto"`: a text not yet translated comes in English, and inside an Arabic
 * page it is still laid out as English (left to right, its full stops at the ends of its sentences).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      dir="auto"
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

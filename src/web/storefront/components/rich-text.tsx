import './rich-text.css';

/**
 * HTML written in the back office. The server sanitises it when it is saved (DECISIONS §8), so it
 * is rendered as it comes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}

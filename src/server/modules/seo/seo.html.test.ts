import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, plainText, truncate } from './seo.html.ts';

describe('page head helpers', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('reads rich text as one line of plain text', () => {
    expect(plainText('<p>Oil &amp; gold&nbsp;leaf</p>\n<script>alert(1)</script><p>on <em>linen</em></p>')).toBe(
      'Oil & gold leaf on linen',
    );
  });

  it('cuts long descriptions at a word with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const cut = truncate(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncate('short', 160)).toBe('short');
  });

  it('writes the head into a page without a title too', () => {
    const html = injectHead('<html><head><meta charset="UTF-8" /></head><body></body></html>', {
      title: 'A $1 title',
      description: 'D',
      type: 'website',
      siteName: 'S',
    });
    expect(html).toContain('<title data-seo>A $1 title</title>');
    expect(html.indexOf('<title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<title/g)).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useDocumentHead, writeDocumentHead, type DocumentHead } from './document-head.ts';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function Screen(head: DocumentHead) {
  useDocumentHead(head);
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('the document head', () => {
  it('takes the screen’s title, description and link-preview tags, adopting the ones the server wrote', () => {
    document.head.innerHTML = '<meta name="description" content="Old"><meta property="og:image" content="/old.webp">';
    writeDocumentHead({ title: 'Dunes at Dusk | Bait Al Fann', description: 'Oil on linen.', image: '/dunes.webp' });
    expect(document.title).toBe('Dunes at Dusk | Bait Al Fann');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Oil on linen.');
    expect(meta('meta[property="og:title"]')).toBe('Dunes at Dusk | Bait Al Fann');
    expect(meta('meta[property="og:description"]')).toBe('Oil on linen.');
    expect(meta('meta[property="og:image"]')).toBe('/dunes.webp');
  });

  it('drops the previous page’s preview picture and noindex when the next page has none', () => {
    writeDocumentHead({ title: 'Not found', description: 'x', image: '/a.webp', noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    writeDocumentHead({ title: 'Artworks', description: 'y' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('sets a screen’s canonical address while it shows and takes it away with the screen', async () => {
    const view = render(<Screen title="Tide" description="z" canonical="https://gallery.om/arts/tide" />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://gallery.om/arts/tide',
      ),
    );
    expect(document.title).toBe('Tide');
    view.rerender(<Screen title="Artworks" description="z" />);
    await waitFor(() => expect(document.title).toBe('Artworks'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { anExhibition } from '#tests/setup/gallery-web.tsx';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { ExhibitionCard } from './exhibition-card.tsx';
import { PressCard } from './press-card.tsx';

// A rendered page's dates are written again as it is hydrated: with an Intl formatter, its first one
// would load the browser's locale data inside hydration, a long task on a phone (lib/dates.ts).
vi.mock('#web/lib/intl-formats.ts', () => ({
  dateTimeFormat: () => {
    throw new Error('a card built a date formatter');
  },
  numberFormat: () => {
    throw new Error('a card built a number formatter');
  },
}));

describe('cards that show dates, without an Intl formatter', () => {
  it('an exhibition card marks its date range', () => {
    const { container } = renderWithProviders(
      <ExhibitionCard
        sizes="100vw"
        exhibition={anExhibition({ exhibition_start_date: '2026-03-05', exhibition_end_date: '2026-04-09' })}
      />,
    );
    expect(container.textContent).toContain('5 March 2026');
    expect(container.textContent).toContain('9 April 2026');
  });

  it('a press card gives its date as a <time>', () => {
    const { container } = renderWithProviders(
      <PressCard
        sizes="100vw"
        article={{
          id: 1,
          article_title: 'A gallery by the sea',
          article_pdf: '/media/press.pdf',
          article_image: '',
          article_image_set: null,
          press_logo: '',
          press_name: 'Times of Oman',
          published_on: '2026-02-14',
        }}
      />,
    );
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-14');
    expect(container.querySelector('time')?.textContent).toBe('14 February 2026');
  });
});

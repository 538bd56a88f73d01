import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExhibitionSummary } from '#shared/api/gallery.ts';
import ExhibitionsPage from './exhibitions.tsx';
import { anExhibition, json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function summary(
  slug: string,
  title: string,
  status: ExhibitionSummary['status'],
  start: string,
  end: string,
): ExhibitionSummary {
  const { exhibition_full_description: _d, products: _p, accepts_applications: _a, ...rest } = anExhibition();
  return {
    ...rest,
    id: slug.length,
    exhibition_slug: slug,
    exhibition_title: title,
    status,
    exhibition_start_date: start,
    exhibition_end_date: end,
  };
}

const exhibitions = [
  summary('patterns', 'Patterns of Belonging', 'current', '2026-11-03', '2027-01-14'),
  summary('city-of-light', 'City of Light', 'upcoming', '2027-02-11', '2027-04-10'),
  summary('lines-of-the-sea', 'Lines of the Sea', 'past', '2026-06-14', '2026-08-01'),
];

describe('Exhibitions screen', () => {
  it("shows 'Loading...', then cards with image, 'start To end' dates and title, grouped as current, upcoming and past", async () => {
    stubApi(() => json({ result: exhibitions }));
    renderGallery(<ExhibitionsPage />, { url: '/exhibitions', path: '/exhibitions' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const current = (await screen.findByRole('heading', { level: 2, name: /On view now/ })).closest('section')!;
    const card = within(current).getByRole('link', { name: /Patterns of Belonging/ });
    expect(card).toHaveAttribute('href', '/exhibitions/patterns');
    expect(card).toHaveTextContent('3 November 2026 To 14 January 2027');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/patterns-640.webp');
    expect(
      within(screen.getByRole('heading', { level: 2, name: /Coming soon/ }).closest('section')!).getByText(
        'City of Light',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { level: 2, name: /Past exhibitions/ }).closest('section')!).getByText(
        'Lines of the Sea',
      ),
    ).toBeInTheDocument();
  });

  it('filters to one group from the tabs, kept in the address', async () => {
    stubApi(() => json({ result: exhibitions }));
    const user = userEvent.setup();
    const { router } = renderGallery(<ExhibitionsPage />, { url: '/exhibitions', path: '/exhibitions' });
    const filter = await screen.findByRole('navigation', { name: 'Show exhibitions' });
    await user.click(within(filter).getByRole('link', { name: /Past/ }));
    expect(router.state.location.search).toBe('?show=past');
    expect(within(filter).getByRole('link', { name: /Past/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Lines of the Sea')).toBeInTheDocument();
    expect(screen.queryByText('Patterns of Belonging')).not.toBeInTheDocument();
  });
});

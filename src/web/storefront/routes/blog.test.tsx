import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogDetailsPage from './blog-details-standard.tsx';
import BlogNoSidebarPage from './blog-no-sidebar.tsx';
import { json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Journal screens', () => {
  it('lists the journal posts, each leading to its article', async () => {
    stubApi(() => json({ result: [] }));
    renderGallery(<BlogNoSidebarPage />, { url: '/blog-no-sidebar', path: '/blog-no-sidebar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The week before an opening' })).toHaveAttribute(
      'href',
      '/blog-details-standard?post=behind-an-opening',
    );
    expect(screen.getByRole('link', { name: 'Caring for works on paper in a coastal climate' })).toBeInTheDocument();
  });

  it("shows an article with the static comment block: placeholder comments and a 'post a comment' form that calls nothing", async () => {
    const seen = stubApi(() => json({ result: [] }));
    const user = userEvent.setup();
    renderGallery(<BlogDetailsPage />, {
      url: '/blog-details-standard?post=hanging-art-at-home',
      path: '/blog-details-standard',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to hang art at home: five rules from our technicians' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Huda Al-Saadi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'post a comment' });
    await user.type(within(form).getByLabelText('Full name'), 'Salma');
    await user.type(within(form).getByLabelText('Email'), 'salma@example.com');
    await user.type(within(form).getByLabelText('Message'), 'Lovely advice.');
    const callsBefore = seen.length;
    await user.click(within(form).getByRole('button', { name: 'SEND MESSAGE' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Thank you, Salma.');
    expect(seen.length).toBe(callsBefore);
    expect(seen.every((request) => request.path === 'exhibitions')).toBe(true);
  });
});

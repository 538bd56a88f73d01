import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopOnNavigate } from './scroll-to-top.tsx';

afterEach(() => vi.restoreAllMocks());

/** Like the storefront's layout: the scroll keeper stays while the screens change under it. */
function Layout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Link to="/arts">Artworks</Link>
      <Outlet />
    </>
  );
}

describe('ScrollToTopOnNavigate', () => {
  it('leaves the first page where the visitor is, and starts each new page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/about', element: <h1>About</h1> },
            { path: '/arts', element: <h1>Artworks</h1> },
          ],
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    // A server-rendered page may have been scrolled before hydration: no jump back to the top.
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Artworks' }));
    expect(await screen.findByRole('heading', { name: 'Artworks' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

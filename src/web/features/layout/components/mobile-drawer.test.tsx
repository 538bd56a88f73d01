import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createMemoryI18n } from '#web/lib/i18n.ts';
import { renderWithProviders, testResources } from '#web/lib/test-utils.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';

const menu = () => (
  <MobileDrawer>
    {() => (
      <nav aria-label="Drawer">
        <Link to="/arts">Artworks</Link>
      </nav>
    )}
  </MobileDrawer>
);

/** The next macrotask: React's re-renders and the lazily loaded panel have had their turn by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MobileDrawer', () => {
  it('opens on a tap that comes while the server-rendered page is being hydrated', async () => {
    // The tap comes before hydration has run: React hydrates the button at once, then gives it the
    // click, and the effects that follow hydration must not undo the opening.
    const page = (router: ReturnType<typeof createMemoryRouter>) => (
      <I18nextProvider i18n={createMemoryI18n(testResources, 'en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    );
    const routerAt = () => createMemoryRouter([{ path: '*', element: menu() }], { initialEntries: ['/about'] });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(routerAt()));
    const button = screen.getByRole('button', { name: 'Open the menu' });
    const root = hydrateRoot(container, page(routerAt()));
    try {
      button.click();
      await settle();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'true'),
      );
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('closes when a link in it leads to another page', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu(), { route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await screen.findByRole('link', { name: 'Artworks' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

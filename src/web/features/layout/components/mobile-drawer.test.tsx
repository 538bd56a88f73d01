import { options, render as renderNow } from 'preact';
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

/** The next macrotask: Preact's re-renders and the lazily loaded panel have had their turn by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MobileDrawer', () => {
  it('opens on a tap that comes between a page being taken over and its first effects', async () => {
    // Preact runs a commit's effects a frame after it; on a page just taken over, a tap can come in
    // between. The frame is held here, the tap made, then the frame let through.
    const held: (() => void)[] = [];
    const requestAnimationFrame = options.requestAnimationFrame;
    options.requestAnimationFrame = (callback) => void held.push(callback);
    const container = document.body.appendChild(document.createElement('div'));
    const router = createMemoryRouter([{ path: '*', element: menu() }], { initialEntries: ['/about'] });
    try {
      renderNow(
        <I18nextProvider i18n={createMemoryI18n(testResources, 'en')}>
          <RouterProvider router={router} />
        </I18nextProvider>,
        container,
      );
      const button = screen.getByRole('button', { name: 'Open the menu' });
      expect(held.length).toBeGreaterThan(0);
      button.click();
      await settle();
      held.splice(0).forEach((frame) => frame());
      await settle();
      expect(button).toHaveAttribute('aria-expanded', 'true');
    } finally {
      options.requestAnimationFrame = requestAnimationFrame;
      renderNow(null, container);
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../test-words.ts';
import { lazyScreen } from './lazy-screen.tsx';

function Hello() {
  return <h1>Artworks</h1>;
}

function renderAt(Screen: ReturnType<typeof lazyScreen>) {
  const router = createMemoryRouter([{ path: '/artworks', element: <Screen /> }], { initialEntries: ['/artworks'] });
  return render(<RouterProvider router={router} />);
}

describe('a back-office screen loaded on demand', () => {
  it('says its code could not be loaded, and loads it again on retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // React reports the error its boundary caught; here it is the expected one.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /admin/assets/artworks.js'))
      .mockResolvedValue({ default: Hello });
    renderAt(lazyScreen(load));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(
      'A back-office screen failed:',
      expect.objectContaining({ name: 'ChunkLoadError' }),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Artworks' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the screen failed while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h1>Artworks</h1>;
    }
    renderAt(lazyScreen(() => Promise.resolve({ default: Flaky })));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen stopped working');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Artworks' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ChunkLoadError } from '#web/lib/chunk-load.ts';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { RouteError } from './route-error.tsx';

describe('a page that failed', () => {
  it("says 'Loading chunk failed' and offers a reload when its code could not be downloaded", () => {
    renderWithProviders(<RouteError error={new ChunkLoadError()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading chunk failed');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('offers to try again after another failure', () => {
    renderWithProviders(<RouteError error={new Error('boom')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

let broken = true;
function Flaky() {
  if (broken) throw new Error('block failed');
  return <p>block content</p>;
}

describe('ErrorBoundary', () => {
  it('keeps one failed block from blanking the page, and can try again', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h1>Page title</h1>
        <ErrorBoundary onError={onError}>
          <Flaky />
        </ErrorBoundary>
        <p>rest of the page</p>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Page title' })).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(onError).toHaveBeenCalled();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('block content')).toBeInTheDocument();
  });
});

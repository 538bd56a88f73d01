import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { Stars } from './stars.tsx';

describe('Stars', () => {
  it('shows a rating as five stars, the number for screen readers', () => {
    const { container } = renderWithProviders(<Stars rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('.stars__on')).toHaveLength(4);
    expect(container.querySelectorAll('.stars__off')).toHaveLength(1);
  });

  it('shows no stars for an unrated work, which would read as 0 of 5', () => {
    const { container } = renderWithProviders(<Stars rating={0} />);
    expect(container.querySelector('.stars')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

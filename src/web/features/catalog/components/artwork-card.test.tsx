import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aCard, renderWithProviders } from '../test-utils.tsx';
import { ArtworkCard } from './artwork-card.tsx';
import { showsSizes } from './artwork-format.ts';

describe('ArtworkCard', () => {
  it('links the title to the artwork and shows artist, facts and image', () => {
    renderWithProviders(<ArtworkCard artwork={aCard()} />);
    expect(screen.getByRole('link', { name: 'Dunes at Dusk' })).toHaveAttribute('href', '/arts/dunes-at-dusk');
    expect(screen.getByText('Layla Al Said')).toBeInTheDocument();
    const facts = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'Oil · 100 × 75 cm · 2023',
    );
    // Each fact keeps its own direction: an English medium on an Arabic page stays clear of the size's unit.
    expect([...facts.querySelectorAll('bdi')].map((fact) => fact.textContent)).toEqual(['Oil', '100 × 75 cm', '2023']);
    const image = screen.getByRole('img', { name: 'Dunes at Dusk' });
    expect(image).toHaveAttribute('srcset', '/media/dunes-400.webp 400w, /media/dunes-800.webp 800w');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('marks its facts as needing the number formatter only for a size Intl must write (the start builds it ahead)', () => {
    const { container, unmount } = renderWithProviders(<ArtworkCard artwork={aCard({ width_cm: 60.96 })} />);
    expect(container.textContent).toContain('61 × 75 cm');
    expect(showsSizes(container)).toBe(true);
    unmount();
    const short = renderWithProviders(<ArtworkCard artwork={aCard({ width_cm: 42.5 })} />);
    expect(short.container.textContent).toContain('42.5 × 75 cm');
    expect(showsSizes(short.container)).toBe(false);
    short.unmount();
    const unsized = renderWithProviders(<ArtworkCard artwork={aCard({ width_cm: null, height_cm: null })} />);
    expect(unsized.container.textContent).toContain('Oil');
    expect(showsSizes(unsized.container)).toBe(false);
  });

  it('strikes through the price before discount when the work is discounted', () => {
    const { container } = renderWithProviders(
      <ArtworkCard artwork={aCard({ price: 200_000, discount: 25, product_price: 150_000 })} />,
    );
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('200.000');
    expect(screen.getByText(/150\.000/)).not.toBe(struck);
    expect(screen.getByText(/150\.000/).closest('s')).toBeNull();
  });

  it('shows one price and nothing struck when there is no discount', () => {
    const { container } = renderWithProviders(
      <ArtworkCard artwork={aCard({ price: 120_000, product_price: 120_000 })} />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(screen.getByText(/120\.000/)).toBeInTheDocument();
  });

  it('marks a sold work and a reserved work', () => {
    renderWithProviders(
      <>
        <ArtworkCard artwork={aCard({ id: 1, availability: 'sold' })} />
        <ArtworkCard
          artwork={aCard({ id: 2, availability: 'reserved', product_slug: 'other', product_name: 'Other' })}
        />
      </>,
    );
    const [sold, reserved] = screen.getAllByRole('article');
    expect(within(sold!).getByText('Sold')).toBeInTheDocument();
    expect(within(reserved!).getByText('Reserved')).toBeInTheDocument();
    expect(within(reserved!).queryByText('Sold')).toBeNull();
  });

  it('has no mark for an available work, and loads eagerly when it is above the fold', () => {
    renderWithProviders(<ArtworkCard artwork={aCard()} priority />);
    expect(screen.queryByText('Sold')).toBeNull();
    expect(screen.queryByText('Reserved')).toBeNull();
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated.ts';

function Choice() {
  const hydrated = useHydrated();
  return (
    <select aria-label="Language" disabled={!hydrated} defaultValue="en">
      <option value="en">English</option>
      <option value="de">Deutsch</option>
    </select>
  );
}

describe('useHydrated', () => {
  it('keeps a drawn control disabled until the browser takes the page over', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choice />);
    document.body.append(container);
    expect(container.querySelector('select')!.disabled).toBe(true);
    render(<Choice />, { container, hydrate: true });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  });

  it('is true at once in a page the browser draws itself', () => {
    render(<Choice />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  });
});

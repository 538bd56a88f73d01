import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ClientOnly, SelectiveHydration, countPartsToHydrate, useHydrated, whenPartsHydrated } from './hydration.tsx';

function Page({ onHydrated }: { onHydrated?: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onHydrated?.(hydrated);
  const [count, setCount] = useState(0);
  return (
    <div>
      <ClientOnly fallback={<p>Loading your cart</p>}>
        <p>Your cart</p>
      </ClientOnly>
      <SelectiveHydration>
        <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>
      </SelectiveHydration>
    </div>
  );
}

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

describe('hydration', () => {
  it('renders the placeholder on the server and hydrates it before showing the browser’s own part', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('Loading your cart');
    expect(html).not.toContain('Your cart<');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const seen: boolean[] = [];
    // A mismatch would be reported with console.error, which fails the test.
    root = hydrateRoot(container, <Page onHydrated={(hydrated) => seen.push(hydrated)} />);
    await waitFor(() => expect(container).toHaveTextContent('Your cart'));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('keeps the server’s markup of a part and gives it a click made before it was hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    const button = container.querySelector('button')!;
    root = hydrateRoot(container, <Page />);
    // Before React has hydrated anything: it hydrates the part at once, then replays the click.
    button.click();
    await waitFor(() => expect(container.querySelector('button')).toHaveTextContent('Clicked 1'));
    expect(container.querySelector('button')).toBe(button);
  });

  it('runs what waits for the parts once every part of the server’s page is hydrated', async () => {
    const parts = (
      <main>
        <SelectiveHydration>
          <p>Filters</p>
        </SelectiveHydration>
        <SelectiveHydration>
          <p>Works</p>
          <SelectiveHydration>
            <p>Pages</p>
          </SelectiveHydration>
        </SelectiveHydration>
      </main>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(parts);
    countPartsToHydrate(container);
    let ran = 0;
    whenPartsHydrated(() => ran++);
    const cancelled = whenPartsHydrated(() => ran++);
    cancelled();
    expect(ran).toBe(0);
    root = hydrateRoot(container, parts);
    await waitFor(() => expect(ran).toBe(1));
    // Nothing is left to wait for afterwards.
    whenPartsHydrated(() => ran++);
    expect(ran).toBe(2);
  });

  it('shows the browser’s own part at once on a screen the browser renders itself', () => {
    const { container } = render(<ClientOnly fallback="later">now</ClientOnly>);
    expect(container).toHaveTextContent('now');
  });
});

import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInParts, LaterPart } from './later-parts.tsx';

interface Handlers {
  first?: () => void;
  later?: () => void;
  footer?: () => void;
  /** Told the name of each part as it is drawn or taken over. */
  drawing?: (part: string) => void;
}

function Drawing({ part, drawing }: { part: string; drawing?: (part: string) => void }) {
  drawing?.(part);
  return null;
}

function Page({ first, later, footer, drawing }: Handlers) {
  return (
    <div>
      <Drawing part="first" drawing={drawing} />
      <button onClick={first}>First</button>
      <LaterPart>
        <section>
          <Drawing part="later" drawing={drawing} />
          <h2>Below the first screen</h2>
          <button onClick={later}>Later</button>
        </section>
      </LaterPart>
      <LaterPart>
        <footer>
          <Drawing part="footer" drawing={drawing} />
          <button onClick={footer}>Footer</button>
        </footer>
      </LaterPart>
    </div>
  );
}

/** A page drawn as the server draws it, in a container of the document. */
function drawn(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** The microtasks a resolved part's render runs in, without letting any timer fire. */
async function microtasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

afterEach(async () => {
  // No part of one test left waiting into the next.
  if (vi.isFakeTimers()) await vi.runAllTimersAsync();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a drawn page taken over in parts', () => {
  it('takes over the first screen at once and the later parts in tasks after it, keeping their markup', async () => {
    vi.useFakeTimers();
    const container = drawn();
    const section = container.querySelector('section')!;
    const heading = container.querySelector('h2')!;
    const drawing = vi.fn();
    const handlers = { first: vi.fn(), later: vi.fn(), footer: vi.fn(), drawing };

    hydrateInParts(() => hydrateRoot(container, <Page {...handlers} />));
    await microtasks();
    expect(drawing.mock.calls.flat()).toEqual(['first']);
    button(container, 'First').click();
    expect(handlers.first).toHaveBeenCalledTimes(1);
    // Still drawn as the server drew it.
    expect(heading).toHaveTextContent('Below the first screen');

    // One part per task, in page order.
    await vi.advanceTimersToNextTimerAsync();
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later']);
    await vi.advanceTimersToNextTimerAsync();
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later', 'footer']);
    button(container, 'Later').click();
    button(container, 'Footer').click();
    expect(handlers.later).toHaveBeenCalledTimes(1);
    expect(handlers.footer).toHaveBeenCalledTimes(1);
    // Taken over in place, not drawn again.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('takes over a waiting part at once when the visitor touches it, before any other task', async () => {
    vi.useFakeTimers();
    const container = drawn();
    const drawing = vi.fn();
    const handlers = { footer: vi.fn(), drawing };
    hydrateInParts(() => hydrateRoot(container, <Page {...handlers} />));
    await microtasks();

    // The footer is the second part; touched first, it is taken over first, and no timer has run.
    button(container, 'Footer').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await microtasks();
    expect(drawing.mock.calls.flat()).toEqual(['first', 'footer']);
    button(container, 'Footer').click();
    expect(handlers.footer).toHaveBeenCalledTimes(1);
  });

  it('takes over the whole page in the first pass when asked to (early input is given back to a whole page)', async () => {
    const container = drawn();
    const drawing = vi.fn();
    const handlers = { later: vi.fn(), footer: vi.fn(), drawing };
    hydrateInParts(() => hydrateRoot(container, <Page {...handlers} />), { inParts: false });
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later', 'footer']);
    button(container, 'Later').click();
    button(container, 'Footer').click();
    expect(handlers.later).toHaveBeenCalledTimes(1);
    expect(handlers.footer).toHaveBeenCalledTimes(1);
  });

  it('draws its children at once outside a take-over, as on a screen the app draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const later = vi.fn();
    await act(async () => createRoot(container).render(<Page later={later} />));
    expect(container.querySelector('h2')).toHaveTextContent('Below the first screen');
    button(container, 'Later').click();
    expect(later).toHaveBeenCalledTimes(1);
  });
});

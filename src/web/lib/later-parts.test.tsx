import { createContext, useContext, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserPart, hydrateInParts, LaterPart } from './later-parts.tsx';

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
    // Still drawn as the server drew it.
    expect(heading).toHaveTextContent('Below the first screen');

    // One part per task, in page order.
    await vi.advanceTimersToNextTimerAsync();
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later']);
    await vi.advanceTimersToNextTimerAsync();
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later', 'footer']);
    button(container, 'First').click();
    button(container, 'Later').click();
    button(container, 'Footer').click();
    expect(handlers.first).toHaveBeenCalledTimes(1);
    expect(handlers.later).toHaveBeenCalledTimes(1);
    expect(handlers.footer).toHaveBeenCalledTimes(1);
    // Taken over in place, not drawn again.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it("takes every waiting part over at the visitor's first touch, before the event reaches its target", async () => {
    vi.useFakeTimers();
    const container = drawn();
    const drawing = vi.fn();
    const handlers = { later: vi.fn(), footer: vi.fn(), drawing };
    hydrateInParts(() => hydrateRoot(container, <Page {...handlers} />));
    await microtasks();
    expect(drawing.mock.calls.flat()).toEqual(['first']);

    // No timer has run, no microtask either: the click's own dispatch takes the parts over first.
    button(container, 'Footer').click();
    expect(handlers.footer).toHaveBeenCalledTimes(1);
    expect(drawing.mock.calls.flat()).toEqual(['first', 'later', 'footer']);
    button(container, 'Later').click();
    expect(handlers.later).toHaveBeenCalledTimes(1);
  });

  it('takes the parts over before what the visitor does changes what they show', async () => {
    vi.useFakeTimers();
    const Colour = createContext('ochre');
    function Swatch() {
      return <span data-colour={useContext(Colour)}>{useContext(Colour)}</span>;
    }
    function Picker() {
      const [colour, setColour] = useState('ochre');
      return (
        <Colour value={colour}>
          <select aria-label="Colour" value={colour} onChange={(event) => setColour(event.currentTarget.value)}>
            <option value="ochre">ochre</option>
            <option value="indigo">indigo</option>
          </select>
          <LaterPart>
            <Swatch />
          </LaterPart>
        </Colour>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Picker />);
    document.body.append(container);
    hydrateInParts(() => hydrateRoot(container, <Picker />));
    await microtasks();

    // A change with no touch or focus before it, as a browser's autofill or a script makes it.
    const select = container.querySelector('select')!;
    act(() => {
      select.value = 'indigo';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await microtasks();
    const swatch = container.querySelector('span')!;
    expect(swatch).toHaveTextContent('indigo');
    // An attribute, which hydration does not write again: right only if the part was taken over first.
    expect(swatch).toHaveAttribute('data-colour', 'indigo');
  });

  it('keeps a waiting part as drawn when what is around it draws again before it is taken over', async () => {
    vi.useFakeTimers();
    // The header: its frame is taken over in the first pass and draws again as soon as the page scrolls.
    let setStuck: (stuck: boolean) => void = () => undefined;
    function Header() {
      const [stuck, stick] = useState(false);
      setStuck = stick;
      return (
        <header className={stuck ? 'stuck' : 'plain'}>
          <LaterPart>
            <nav>
              <a href="/arts">Artworks</a>
            </nav>
          </LaterPart>
        </header>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    document.body.append(container);
    const link = container.querySelector('a')!;
    hydrateInParts(() => hydrateRoot(container, <Header />));
    await microtasks();

    act(() => setStuck(true));
    expect(container.querySelector('header')).toHaveClass('stuck');
    expect(container.querySelector('a')).toBe(link);
    await vi.runAllTimersAsync();
    expect(container.querySelector('a')).toBe(link);
    expect(container.querySelectorAll('a')).toHaveLength(1);
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

describe('a part made of what this browser keeps', () => {
  function Kept({ drawing }: { drawing?: (part: string) => void }) {
    return (
      <BrowserPart fallback={<Drawing part="placeholder" drawing={drawing} />}>
        <Drawing part="cart" drawing={drawing} />
        <p>Your cart</p>
      </BrowserPart>
    );
  }

  it('is taken over as the placeholder the server drew, then drawn at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const drawing = vi.fn();
    hydrateInParts(() => hydrateRoot(container, <Kept drawing={drawing} />));
    // The first pass matches what the server drew: the placeholder, not the cart.
    expect(drawing.mock.calls.flat()).toEqual(['placeholder']);
    expect(container).not.toHaveTextContent('Your cart');
    // After the take-over's effects (a frame later in the browser).
    await vi.waitFor(() => expect(container).toHaveTextContent('Your cart'));
    expect(drawing.mock.calls.flat()).toEqual(['placeholder', 'cart']);
  });

  it('is drawn at once, without its placeholder, by a screen the app draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const drawing = vi.fn();
    await act(async () => createRoot(container).render(<Kept drawing={drawing} />));
    expect(drawing.mock.calls.flat()).toEqual(['cart']);
    expect(container).toHaveTextContent('Your cart');
  });
});

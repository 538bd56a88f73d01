import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EARLY_CLICK_ATTRIBUTE, HYDRATING_ATTRIBUTE } from '#shared/storefront-page.ts';
import { earlyInputOf, noteEarlyInput, replayEarlyInput, useEarlyInputReplay } from './early-input.ts';

/** A small search form whose state lives in React, like the artworks list's. */
function Filters({ onSearch = () => {} }: { onSearch?: (term: string) => void }) {
  const [term, setTerm] = useState('');
  const [framed, setFramed] = useState(false);
  const [sort, setSort] = useState('newest');
  return (
    <form>
      <input
        aria-label="Search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          onSearch(event.target.value);
        }}
      />
      <input
        type="checkbox"
        aria-label="Framed"
        checked={framed}
        onChange={(event) => setFramed(event.target.checked)}
      />
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="price_asc">Price, low to high</option>
      </select>
      <output aria-label="State">{`${term}|${framed}|${sort}`}</output>
    </form>
  );
}

/** The server-rendered page, changed by the visitor before the app arrives. */
function renderedAndChanged() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[aria-label="Search"]')!.value = 'nun';
  container.querySelector<HTMLInputElement>('input[aria-label="Framed"]')!.checked = true;
  container.querySelector<HTMLSelectElement>('select')!.value = 'price_asc';
  return container;
}

describe('input made before the page is hydrated', () => {
  it('notes only the controls whose value moved from the rendered one', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    expect(earlyInputOf(container)).toEqual([]);
    container.querySelector('select')!.value = 'price_asc';
    expect(earlyInputOf(container).map((input) => input.value)).toEqual(['price_asc']);
  });

  it('gives the hydrated app what the visitor typed, ticked and picked', () => {
    const container = renderedAndChanged();
    const early = earlyInputOf(container);
    expect(early).toHaveLength(3);
    const searched: string[] = [];
    render(<Filters onSearch={(term) => searched.push(term)} />, { container, hydrate: true });
    act(() => replayEarlyInput(early));
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nun|true|price_asc');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nun');
    expect(screen.getByRole('checkbox', { name: 'Framed' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('price_asc');
    // The app heard the search as it hears typing.
    expect(searched).toEqual(['nun']);
    container.remove();
  });

  it('leaves alone a control the app removed meanwhile', () => {
    const container = renderedAndChanged();
    const early = earlyInputOf(container);
    early[0]!.control.remove();
    expect(() => replayEarlyInput(early)).not.toThrow();
    container.remove();
  });

  it('clicks again, once the page is hydrated, the button the visitor clicked before', async () => {
    function Counter() {
      const [clicks, setClicks] = useState(0);
      useEarlyInputReplay();
      return (
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          {`Clicked ${clicks}`}
        </button>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    // What the code starter does with a click before the app runs.
    container.querySelector('button')!.setAttribute(EARLY_CLICK_ATTRIBUTE, '');
    noteEarlyInput(container);
    expect(document.documentElement).toHaveAttribute(HYDRATING_ATTRIBUTE);
    expect(container.querySelector(`[${EARLY_CLICK_ATTRIBUTE}]`)).toBeNull();
    render(<Counter />, { container, hydrate: true });
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  /** A print's size and its Add To Cart, whose handler reads the size from the component's state. */
  function Purchase({ added }: { added: string[] }) {
    const [size, setSize] = useState('A3');
    useEarlyInputReplay();
    return (
      <>
        <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
          <option value="A3">A3</option>
          <option value="A2">A2</option>
        </select>
        <button type="button" onClick={() => added.push(size)}>
          Add To Cart
        </button>
      </>
    );
  }

  function renderedPurchase(added: string[]) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Purchase added={added} />);
    document.body.append(container);
    container.querySelector('select')!.value = 'A2';
    return container;
  }

  it('clicks the button clicked before with what the visitor picked, not with what was rendered', async () => {
    const added: string[] = [];
    const container = renderedPurchase(added);
    container.querySelector('button')!.setAttribute(EARLY_CLICK_ATTRIBUTE, '');
    noteEarlyInput(container);
    render(<Purchase added={added} />, { container, hydrate: true });
    await vi.waitFor(() => expect(added).toEqual(['A2']));
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  it('holds a click that comes before the input is given back until it is, then clicks', async () => {
    const added: string[] = [];
    const container = renderedPurchase(added);
    noteEarlyInput(container);
    render(<Purchase added={added} />, { container, hydrate: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(added).toEqual([]);
    await vi.waitFor(() => expect(added).toEqual(['A2']));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('A2');
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  it('holds a form sent before the input is given back until it is, then sends it', async () => {
    function Search({ sent }: { sent: string[] }) {
      const [term, setTerm] = useState('');
      useEarlyInputReplay();
      return (
        <form
          aria-label="Search the gallery"
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(term);
          }}
        >
          <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
          <button type="submit">Search</button>
        </form>
      );
    }
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search sent={sent} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'nun';
    noteEarlyInput(container);
    render(<Search sent={sent} />, { container, hydrate: true });
    fireEvent.submit(screen.getByRole('form', { name: 'Search the gallery' }));
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual(['nun']));
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  /** The filters rendered, changed before the code arrived, and hydrated; gives the container. */
  function hydratedFilters() {
    const container = renderedAndChanged();
    noteEarlyInput(container);
    function Taken() {
      useEarlyInputReplay();
      return <Filters />;
    }
    render(<Taken />, { container, hydrate: true });
    return container;
  }

  it('gives back what the visitor typed after the note, while the part holding it waited to be hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    document.body.append(container);
    function Taken() {
      useEarlyInputReplay();
      return <Filters />;
    }
    // Nothing typed yet when the page is noted, so it is hydrated in parts; the e-mail of a login
    // form was typed in between, before its part was, and its first re-render emptied it.
    expect(noteEarlyInput(container)).toBe(false);
    const search = container.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
    search.value = 'nun';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    render(<Taken />, { container, hydrate: true });
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nun|false|newest'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Framed' }));
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nun|true|newest'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nun');
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  it('keeps what the visitor types after the page is hydrated over what was noted before', async () => {
    const container = hydratedFilters();
    fireEvent.input(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'nuns' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nuns|true|price_asc'),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nuns');
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  it('gives back a value typed before hydration whose change event, at the field’s blur, comes after it', async () => {
    const container = hydratedFilters();
    // The visitor moves on to the next field: the browser says the typed search is done, with the
    // value typed before hydration. The app (onChange is "input" here) hears nothing of it; a
    // login's e-mail was lost this way when the password field was focused at the wrong moment.
    // (Testing Library's change for Preact sends an input event: the browser's own change is sent here.)
    screen.getByRole('textbox', { name: 'Search' }).dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nun|true|price_asc'),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nun');
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });

  it('keeps a box the visitor unticks after the page is hydrated unticked', async () => {
    const container = hydratedFilters();
    const framed = screen.getByRole('checkbox', { name: 'Framed' });
    fireEvent.click(framed);
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('nun|false|price_asc'),
    );
    expect(framed).not.toBeChecked();
    container.remove();
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  });
});

import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Hydration of a server-rendered storefront page (ADR 018). React 19 hydrates concurrently: it
 * yields to the browser every few milliseconds, so a tap is never kept waiting for the whole page,
 * and each Suspense boundary of the server's HTML is hydrated on its own; a boundary the visitor
 * clicks, types in or focuses before it is hydrated is hydrated first, then given the event
 * (selective hydration with event replay).
 */

const subscribeToNothing = () => () => {};

/**
 * False while the server renders the page and while the browser hydrates it, true from then on
 * (and at once on a screen the browser renders itself): a screen rendered for every visitor reads
 * this browser's own state (who is logged in, its cart) only once hydrated, so that hydration meets
 * the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A part made of what this browser keeps (its cart, its lists, its account): the server cannot
 * render it, so the page carries `fallback` in its place, hydration renders the same, and the part
 * itself follows at once.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}

/**
 * A part of a page below its first screen, hydrated as a boundary of its own (see above). Its
 * element lays out as its children would (`display: contents`).
 */
export function SelectiveHydration({ children }: { children: ReactNode }) {
  return (
    <div className={PART_CLASS}>
      <Suspense fallback={null}>
        {children}
        <PartHydrated />
      </Suspense>
    </div>
  );
}

const PART_CLASS = 'selective-hydration';

/** The server-rendered parts not hydrated yet, counted before hydration starts. */
let partsLeft = 0;
let afterParts: (() => void)[] = [];

/** Called just before hydration: every part of the server's page still to hydrate. */
export function countPartsToHydrate(root: ParentNode): void {
  partsLeft = root.querySelectorAll(`.${PART_CLASS}`).length;
}

/**
 * Runs `then` once every part of the server's page is hydrated (at once if none is left), for
 * what must reach hydrated controls: input given to a part still waiting would be reset by its
 * hydration. Returns a function that cancels it.
 */
export function whenPartsHydrated(then: () => void): () => void {
  if (partsLeft === 0) {
    then();
    return () => {};
  }
  afterParts.push(then);
  return () => {
    afterParts = afterParts.filter((waiting) => waiting !== then);
  };
}

function PartHydrated() {
  useEffect(() => {
    if (partsLeft === 0 || --partsLeft > 0) return;
    const waiting = afterParts;
    afterParts = [];
    for (const then of waiting) then();
  }, []);
  return null;
}
